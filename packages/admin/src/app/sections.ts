import {
  type Endpoint,
  type StaffRole,
  staffAuditEndpoint,
  staffDaySheetEndpoint,
  staffEventsEndpoint,
  staffMembersEndpoint,
  staffOrdersEndpoint,
  staffSalesReportEndpoint,
  staffShopSetupEndpoint,
  staffTicketCheckEndpoint,
  staffVoucherCodesEndpoint,
  staffWaitingRoomEndpoint,
} from '@museum-shop/contract';

/**
 * The sections of the staff app, in the navigation's order. Who sees a section is read from the
 * contract: the roles of the call its screen opens with, so the menu and the server never disagree.
 */
export const SECTIONS = [
  { id: 'setup', path: '/setup', endpoint: staffShopSetupEndpoint },
  { id: 'catalog', path: '/catalog', endpoint: staffEventsEndpoint },
  // The box office looks codes up at the desk; the owner also makes them and edits voucher products.
  { id: 'vouchers', path: '/vouchers', endpoint: staffVoucherCodesEndpoint },
  { id: 'orders', path: '/orders', endpoint: staffOrdersEndpoint },
  { id: 'daySheet', path: '/day-sheet', endpoint: staffDaySheetEndpoint },
  { id: 'waitingRoom', path: '/waiting-room', endpoint: staffWaitingRoomEndpoint },
  { id: 'reports', path: '/reports', endpoint: staffSalesReportEndpoint },
  { id: 'staff', path: '/staff', endpoint: staffMembersEndpoint },
  { id: 'audit', path: '/audit', endpoint: staffAuditEndpoint },
  { id: 'door', path: '/door', endpoint: staffTicketCheckEndpoint },
] as const satisfies readonly { id: string; path: string; endpoint: Endpoint }[];
export type SectionId = (typeof SECTIONS)[number]['id'];

export function sectionsFor(role: StaffRole) {
  return SECTIONS.filter((section) => section.endpoint.roles.includes(role));
}

export function mayOpen(role: StaffRole, id: SectionId): boolean {
  return sectionsFor(role).some((section) => section.id === id);
}

/** The sections that build the shop (its setup, its catalog, its vouchers): visited now and then, not where a day starts. */
const BUILDING: readonly SectionId[] = ['setup', 'catalog', 'vouchers'];

/**
 * Where a member lands after signing in: the setup checklist for an owner whose shop is not open
 * yet (`shopOpen` false), else the first section of their role beyond building the shop.
 */
export function homePath(role: StaffRole, shopOpen?: boolean): string {
  if (shopOpen === false && mayOpen(role, 'setup')) return '/setup';
  const sections = sectionsFor(role);
  return (sections.find((section) => !BUILDING.includes(section.id)) ?? sections[0])?.path ?? '/orders';
}
