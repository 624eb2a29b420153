// Wire shapes of the /api/admin/* calls: the response shapes live in the domain contract, shared
// with the server; the request bodies the admin screens send are declared here.
import type { AdminManagedProductDto, CategoryCode, OrderStatus } from '@shop/domain';

export type {
  AdminDeliveryDto,
  AdminManagedProductDto as AdminProductDto,
  AdminOrderDto,
  AdminOrderLineDto,
  AdminPaidOrderDto,
  PendingOrderDetailsDto as AdminPendingOrderDto,
} from '@shop/domain';

/** An order entry of a product record: each names its own customer. */
export type AdminProductOrderDto = AdminManagedProductDto['orders'][number];

/** POST /api/admin/products and PUT /api/admin/products/{id} */
export interface ProductPayloadDto {
  title: string;
  description: string;
  category: CategoryCode;
  /** Roubles. */
  price: number;
  price_from: boolean;
  /** 2 to 10 paths, the main one first. */
  images: string[];
  is_visible: boolean;
}

export interface ApproveOrderResponseDto {
  success: boolean;
  order_id: number;
  status: OrderStatus;
  total_payable: number;
}

export interface UploadResponseDto {
  url: string;
}
