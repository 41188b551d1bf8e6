// The waiting room of a sale (issue 38): a first-come queue kept in the database and shared by every
// process, let in at the rate staff set, with a signed pass that opens checkout.
// Other code calls this file only, never the module's tables or repository.

export {
  DEFAULT_WAITING_ROOM_LIMITS,
  staffWaitingRoomRoutes,
  type WaitingRoomLimits,
  waitingRoomRoutes,
} from './waiting-room.routes.ts';
export { type WaitingRoomGate, waitingRoomGate } from './waiting-room.service.ts';
