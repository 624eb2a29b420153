// Wire shapes of the /api/admin/* calls, from the domain contract the server answers with, under
// the names the admin screens use.
import type { AdminManagedProductDto } from '@shop/domain';

export type {
  AdminDeliveryDto,
  AdminFlowerDto,
  AdminFlowerPayloadDto,
  AdminPromoCodeDto,
  AdminManagedProductDto as AdminProductDto,
  AdminOrderDto,
  AdminOrderLineDto,
  AdminPaidOrderDto,
  ApproveOrderResponseDto,
  CalendarDayDto,
  CalendarDayPayloadDto,
  CalendarSlotDto,
  ImageUploadResponseDto as UploadResponseDto,
  InviteStaffPayloadDto,
  OrderTimelineEntryDto,
  StaffMemberDto,
  PendingOrderDetailsDto as AdminPendingOrderDto,
  ProductPayloadDto,
} from '@shop/domain';

/** An order entry of a product record: each names its own customer. */
export type AdminProductOrderDto = AdminManagedProductDto['orders'][number];
