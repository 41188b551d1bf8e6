import {
  type DaySheetSlot,
  type SlotKind,
  staffDayCloseEndpoint,
  staffDayListEndpoint,
  staffDaySheetEndpoint,
  staffSlotCapacityEndpoint,
  staffSlotCloseEndpoint,
} from '@museum-shop/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

export const daySheetQuery = (date: string) =>
  queryOptions({
    queryKey: ['staff', 'day-sheet', date],
    queryFn: async ({ signal }) => (await apiCall(staffDaySheetEndpoint, { query: { date } }, signal)).data,
  });

export function useDaySheet(date: string) {
  return useQuery(daySheetQuery(date));
}

export function useDayList(date: string) {
  return useQuery({
    queryKey: ['staff', 'day-sheet', date, 'list'],
    queryFn: async ({ signal }) => (await apiCall(staffDayListEndpoint, { query: { date } }, signal)).data,
  });
}

function useRefreshDay() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['staff', 'day-sheet'] });
}

export function useCloseSlot() {
  const refresh = useRefreshDay();
  return useMutation({
    mutationFn: async (input: { kind: SlotKind; slot_id: number; closed: boolean }): Promise<DaySheetSlot> =>
      (await apiCall(staffSlotCloseEndpoint, { body: input })).data,
    onSuccess: refresh,
  });
}

export function useCloseDay() {
  const refresh = useRefreshDay();
  return useMutation({
    mutationFn: async (input: { date: string; closed: boolean }) =>
      (await apiCall(staffDayCloseEndpoint, { body: input })).data,
    onSuccess: refresh,
  });
}

export function useSlotCapacity() {
  const refresh = useRefreshDay();
  return useMutation({
    mutationFn: async (input: { kind: SlotKind; slot_id: number; capacity: number }) =>
      (await apiCall(staffSlotCapacityEndpoint, { body: input })).data,
    onSuccess: refresh,
  });
}
