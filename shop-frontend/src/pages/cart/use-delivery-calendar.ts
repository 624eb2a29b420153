import { isCourierDelivery, offeredChoiceCheck, peakSurchargeLabel, type ShellHttpClient } from '@shop/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { deliveryDatesQuery, deliverySlotsQuery, useReloadCalendar, type CalendarAsk } from './delivery-calendar.api';
import { choiceToKeep } from './delivery-calendar.rules';
import type { CheckoutValues } from './checkout-form.rules';

interface Options {
  readonly http: ShellHttpClient;
  readonly form: Pick<UseFormReturn<CheckoutValues>, 'register' | 'setValue' | 'watch' | 'trigger' | 'formState'>;
  readonly deliveryType: CheckoutValues['deliveryType'];
  /** Once the order exists its own lead time applies and its own place counts as free. */
  readonly orderId: number | null;
}

const NO_ASK: CalendarAsk = { type: 'yandex', orderId: null };

/**
 * The checkout's date and slot as the server's calendar offers them: the dates of the chosen
 * delivery type, the slots of the chosen date, a choice kept while it stays available (else the
 * first available one), and a slot taken by someone else while the customer was filling the form.
 */
export function useDeliveryCalendar({ http, form, deliveryType, orderId }: Options) {
  const { register, setValue, watch, trigger } = form;
  const { isSubmitted } = form.formState;
  const ask = useMemo<CalendarAsk | null>(
    () => (deliveryType === '' ? null : { type: isCourierDelivery(deliveryType) ? 'yandex' : 'pickup', orderId }),
    [deliveryType, orderId],
  );
  const [date, slot] = watch(['deliveryDate', 'deliverySlot']);
  const dates = useQuery({ ...deliveryDatesQuery(http, ask ?? NO_ASK), enabled: ask !== null });
  const chosenDay = dates.data?.find((day) => day.date === date && day.available) ?? null;
  const slots = useQuery({
    ...deliverySlotsQuery(http, chosenDay?.date ?? '', ask ?? NO_ASK),
    enabled: ask !== null && chosenDay !== null,
    // Another day's slots stay in place (dimmed) while the new day's load: nothing jumps.
    placeholderData: keepPreviousData,
  });
  // The contact step's 409: the slot filled up while the form was open; the customer picks again.
  const [taken, setTaken] = useState<string | null>(null);
  const reload = useReloadCalendar();

  useEffect(() => {
    if (!dates.data) return;
    const kept = choiceToKeep(
      date,
      dates.data.map((day) => ({ value: day.date, available: day.available })),
      { pickFirst: taken === null },
    );
    if (kept !== date) setValue('deliveryDate', kept);
  }, [dates.data, date, taken, setValue]);

  useEffect(() => {
    if (!slots.data || slots.isPlaceholderData || chosenDay === null) return;
    const kept = choiceToKeep(
      slot,
      slots.data.map((one) => ({ value: one.code, available: one.available })),
      { pickFirst: taken === null },
    );
    if (kept !== slot) setValue('deliverySlot', kept);
  }, [slots.data, slots.isPlaceholderData, chosenDay, slot, taken, setValue]);

  // After a submit, the day and slot are judged again whenever they or what the calendar offers change
  // (a choice the pickers made clears an earlier «Выберите дату…», as the customer's own would).
  const offeredNow = slots.isPlaceholderData ? undefined : slots.data;
  useEffect(() => {
    if (isSubmitted) void trigger(['deliveryDate', 'deliverySlot']);
  }, [isSubmitted, trigger, date, slot, dates.data, offeredNow]);

  const chosenByCustomer = { onChange: () => setTaken(null) };
  const offeredSlots = chosenDay === null || slots.isPlaceholderData ? [] : (slots.data ?? []);
  return {
    dates,
    slots: chosenDay === null ? null : slots,
    /** «Праздничный день: доставка +500 ₽» for the chosen day, when it is one. */
    peakNote: chosenDay?.surcharge ? peakSurchargeLabel(chosenDay.surcharge) : null,
    /** The form's check of a day and slot: what the calendar offers now (the server checks again). */
    checkChoice: offeredChoiceCheck(dates.data ?? [], offeredSlots),
    /** The server's today: the first of the dates it offers. */
    today: dates.data?.[0]?.date ?? null,
    taken,
    registerDate: () => register('deliveryDate', chosenByCustomer),
    registerSlot: () => register('deliverySlot', chosenByCustomer),
    /** The server refused the chosen slot as full: say so by the slots and ask for the calendar again. */
    slotTaken: (message: string) => {
      setTaken(message);
      void reload();
    },
  };
}

export type DeliveryCalendar = ReturnType<typeof useDeliveryCalendar>;
