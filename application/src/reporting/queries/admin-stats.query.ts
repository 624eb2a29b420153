import { addDays, dayLoad, moscowDateTime, ok, SLOT_LOAD_DAYS, statsSpan, toStatsDto, type ReportingError, type Result, type StatsDto } from '@shop/domain';
import { Clock } from '../../shared/clock.port';
import { DeliveryCalendarRepository } from '../../delivery/delivery-calendar.repository.port';
import { StatsReadModel, TOP_SELLERS } from '../stats.read-model.port';

/** The owner's dashboard: sales by period, best sellers, the funnel and the next two weeks' load (GET /api/admin/stats). */
export class AdminStatsQuery {
  constructor(
    private readonly stats: StatsReadModel,
    private readonly calendar: DeliveryCalendarRepository,
    private readonly clock: Clock,
  ) {}

  async execute(from: string | null, to: string | null, by: string | null): Promise<Result<StatsDto, ReportingError>> {
    const today = moscowDateTime(this.clock.now()).date;
    const span = statsSpan(from, to, by, today);
    if (!span.ok) return span;
    const ahead = { from: today, to: addDays(today, SLOT_LOAD_DAYS - 1) };
    const [days, topProducts, topFlowers, funnel, calendar] = await Promise.all([
      this.stats.salesDays(span.value),
      this.stats.topProducts(span.value, TOP_SELLERS),
      this.stats.topFlowers(span.value, TOP_SELLERS),
      this.stats.funnel(span.value),
      this.calendar.read(ahead),
    ]);
    const slotLoad = Array.from({ length: SLOT_LOAD_DAYS }, (_, offset) => dayLoad(calendar, addDays(today, offset)));
    return ok(toStatsDto({ span: span.value, days, topProducts, topFlowers, funnel, slotLoad }));
  }
}
