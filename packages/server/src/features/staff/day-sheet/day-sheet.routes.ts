import {
  staffDayCloseEndpoint,
  staffDayListEndpoint,
  staffDaySheetEndpoint,
  staffSlotCapacityEndpoint,
  staffSlotCloseEndpoint,
} from '@museum-shop/contract';
import type { FastifyInstance } from 'fastify';
import { registerStaffEndpoint } from '../staff-access.ts';
import { changeCapacity, closeDay, closeSlot, dayList, daySheet } from './day-sheet.service.ts';

export function staffDaySheetRoutes(app: FastifyInstance) {
  registerStaffEndpoint(app, staffDaySheetEndpoint, async ({ shop, query }) => ({
    data: await daySheet(app.db, shop, query.date),
  }));
  registerStaffEndpoint(app, staffDayListEndpoint, async ({ shop, query }) => ({
    data: await dayList(app.db, shop, query.date),
  }));
  registerStaffEndpoint(app, staffSlotCloseEndpoint, async ({ shop, staff, body }) => ({
    data: await closeSlot(app.db, shop, staff, body),
  }));
  registerStaffEndpoint(app, staffDayCloseEndpoint, async ({ shop, staff, body }) => ({
    data: await closeDay(app.db, shop, staff, body),
  }));
  registerStaffEndpoint(app, staffSlotCapacityEndpoint, async ({ shop, staff, body }) => ({
    data: await changeCapacity(app.db, shop, staff, body),
  }));
}
