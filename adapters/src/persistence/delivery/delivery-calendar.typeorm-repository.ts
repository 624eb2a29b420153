import { Inject, Injectable } from '@nestjs/common';
import { Between, type EntityManager } from 'typeorm';
import { DeliveryCalendarRepository, type CalendarSpan } from '@shop/application';
import { daysOf, isOrdinaryDay, type CalendarDay, type DeliveryCalendar, type SlotCapacityKind, type SlotLoad } from '@shop/domain';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/app-config.token';
import { recordAudit } from '../audit/audit-trail';
import { insertRows } from '../shared/insert-rows';
import { OrderOrmEntity } from '../orders/order.orm-entity';
import { TypeormTransactionRunner } from '../transaction/typeorm-transaction.runner';
import { toCalendarDay, toDayRow, toSlotRows } from './delivery-calendar.mapper';
import { DeliveryDaySlotOrmEntity } from './delivery-day-slot.orm-entity';
import { DeliveryDayOrmEntity } from './delivery-day.orm-entity';

interface LoadRow {
  readonly date: string;
  readonly kind: SlotCapacityKind;
  readonly slot: string;
  readonly taken: number;
}

/** The calendar's settings in delivery_days and delivery_day_slots; the places held, counted from the orders that hold one. */
@Injectable()
export class DeliveryCalendarTypeormRepository extends DeliveryCalendarRepository {
  constructor(
    private readonly transaction: TypeormTransactionRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  async read(span: CalendarSpan, excludingOrderId?: number): Promise<DeliveryCalendar> {
    const manager = this.transaction.manager();
    return { defaults: this.config.slotCapacities, days: await this.days(manager, span), loads: await this.loads(manager, span, excludingOrderId) };
  }

  async lockSlot(date: string, kind: SlotCapacityKind, slot: string): Promise<void> {
    await this.transaction
      .transactionManager()
      .query(`SELECT pg_advisory_xact_lock(hashtext('shop'), hashtext($1))`, [`delivery-slot ${date} ${kind} ${slot}`]);
  }

  async saveDay(day: CalendarDay, actorUserId: number): Promise<void> {
    await this.transaction.run(async () => {
      const manager = this.transaction.manager();
      const span = { from: day.date, to: day.date };
      const [before = null] = await this.days(manager, span);
      await manager.delete(DeliveryDaySlotOrmEntity, { date: day.date });
      await manager.delete(DeliveryDayOrmEntity, { date: day.date });
      if (!isOrdinaryDay(day)) {
        await insertRows(manager, DeliveryDayOrmEntity, toDayRow(day));
        const slots = toSlotRows(day);
        if (slots.length > 0) await insertRows(manager, DeliveryDaySlotOrmEntity, slots);
      }
      await recordAudit(manager, { actorUserId, action: 'calendar.updated', entity: 'calendar_day', entityId: day.date }, { before, after: day });
    });
  }

  /** The days of the span with settings of their own. */
  private async days(manager: EntityManager, { from, to }: CalendarSpan): Promise<CalendarDay[]> {
    const where = { date: Between(from, to) };
    const [days, slots] = await Promise.all([manager.find(DeliveryDayOrmEntity, { where }), manager.find(DeliveryDaySlotOrmEntity, { where })]);
    const dated = new Set([...days.map((day) => day.date), ...slots.map((slot) => slot.date)]);
    return daysOf({ from, to })
      .filter((date) => dated.has(date))
      .map((date) =>
        toCalendarDay(
          date,
          days.find((day) => day.date === date),
          slots.filter((slot) => slot.date === date),
        ),
      );
  }

  private async loads(manager: EntityManager, { from, to }: CalendarSpan, excludingOrderId?: number): Promise<SlotLoad[]> {
    const query = manager
      .createQueryBuilder(OrderOrmEntity, 'o')
      .select(`to_char(o.delivery_date, 'YYYY-MM-DD')`, 'date')
      .addSelect(`CASE WHEN o.delivery_type = 'pickup' THEN 'pickup' ELSE 'courier' END`, 'kind')
      .addSelect('o.delivery_slot', 'slot')
      .addSelect('count(*)::int', 'taken')
      .where('o.holds_reservation')
      .andWhere('o.delivery_date BETWEEN :from AND :to', { from, to })
      .andWhere('o.delivery_slot IS NOT NULL')
      .groupBy('o.delivery_date')
      .addGroupBy('2')
      .addGroupBy('o.delivery_slot');
    if (excludingOrderId !== undefined) query.andWhere('o.id <> :excludingOrderId', { excludingOrderId });
    return query.getRawMany<LoadRow>();
  }
}
