import { err, ok, ORDER_ERRORS, readTimelineFact, type OrderError, type OrderTimelineEntryDto, type Result } from '@shop/domain';
import { OrderTimelineReadModel } from '../order-timeline.read-model.port';

/** The order's card: who did what to it and when, oldest first. */
export class OrderTimelineQuery {
  constructor(private readonly readModel: OrderTimelineReadModel) {}

  async execute(orderId: number): Promise<Result<OrderTimelineEntryDto[], OrderError>> {
    const timeline = await this.readModel.of(orderId);
    if (!timeline) return err(ORDER_ERRORS.notFound);
    return ok(
      timeline.facts.map(({ at, fact, actor }) => ({
        at: at.toISOString(),
        ...readTimelineFact(fact, timeline.context),
        actor: actor ? { user_id: actor.userId, email: actor.email, role: actor.role } : null,
      })),
    );
  }
}
