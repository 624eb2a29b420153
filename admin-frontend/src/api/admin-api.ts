import { CHECK_ADMIN_PATH } from '@shop/domain';
import type {
  AdminPromoCodeDto,
  AdminReviewDto,
  CheckAdminResponseDto,
  ModeratedStatus,
  FulfilmentPayloadDto,
  FulfilmentResponseDto,
  HttpRequest,
  HttpResult,
  OrderPhotoUploadDto,
  PromoCodePayloadDto,
  ReceiptDto,
  RefundPayloadDto,
  RefundResponseDto,
  ShellServices,
  StatsDto,
  StatsGrouping,
} from '@shop/domain';
import type {
  AdminDeliveryDto,
  AdminFlowerDto,
  AdminFlowerPayloadDto,
  AdminOrderDto,
  AdminOrderLineDto,
  AdminPaidOrderDto,
  AdminPendingOrderDto,
  AdminProductDto,
  ApproveOrderResponseDto,
  CalendarDayDto,
  CalendarDayPayloadDto,
  InviteStaffPayloadDto,
  OrderTimelineEntryDto,
  ProductPayloadDto,
  StaffMemberDto,
  UploadResponseDto,
} from './admin-api.types';

/** The dashboard's period: Moscow days 'YYYY-MM-DD', both included, and the grouping. */
export interface StatsSpanQuery {
  readonly from: string;
  readonly to: string;
  readonly by: StatsGrouping;
}

/** A downloaded file and the name the server gave it (null when none). */
export interface DownloadedFile {
  readonly blob: Blob;
  readonly fileName: string | null;
}

/** One page of a paged admin list. */
export interface ListPage<T> {
  readonly items: readonly T[];
  readonly total: number;
  readonly next: string | null;
}

/** A refused or failed admin call; message is Russian and fit to show. */
export class AdminApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'AdminApiError';
  }
}

/** Russian texts for failures the server did not explain itself. */
export const ADMIN_API_FALLBACKS = {
  pending: 'Не удалось загрузить заказы, ожидающие подтверждения',
  orders: 'Не удалось загрузить заказы',
  paid: 'Не удалось загрузить оплаченные заказы',
  deliveries: 'Не удалось загрузить доставки',
  products: 'Не удалось загрузить товары',
  approve: 'Не удалось подтвердить заказ',
  reject: 'Не удалось отклонить заказ',
  deleteOrder: 'Не удалось удалить заказ',
  deleteLine: 'Не удалось удалить товар из заказа',
  receipt: 'Ошибка загрузки чека',
  refund: 'Не удалось вернуть деньги. Попробуйте ещё раз.',
  saveProduct: 'Не удалось сохранить товар',
  visibility: 'Не удалось изменить видимость товара',
  upload: 'Не удалось загрузить изображение',
  fulfilment: 'Не удалось отметить этап заказа',
  orderPhoto: 'Не удалось загрузить фото букета',
  calendar: 'Не удалось загрузить календарь',
  saveDay: 'Не удалось сохранить день',
  flowers: 'Не удалось загрузить цветы',
  saveFlower: 'Не удалось сохранить цветок',
  promoCodes: 'Не удалось загрузить промокоды',
  savePromoCode: 'Не удалось сохранить промокод',
  deletePromoCode: 'Не удалось удалить промокод',
  staff: 'Не удалось загрузить сотрудников',
  inviteStaff: 'Не удалось пригласить сотрудника',
  removeStaff: 'Не удалось убрать сотрудника',
  timeline: 'Не удалось загрузить историю заказа',
  stats: 'Не удалось загрузить сводку',
  export: 'Не удалось скачать файл',
  reviews: 'Не удалось загрузить отзывы',
  moderateReview: 'Не удалось изменить статус отзыва',
  /** The admin remote is newer than the page around it (the shell): a reload brings both up to date. */
  exportNeedsReload: 'Обновите страницу, чтобы скачать файл',
} as const;

const UPLOAD_PATH = '/api/admin/uploads';

function failureText(result: Exclude<HttpResult<unknown>, { ok: true }>, fallback: string): string {
  return result.kind === 'status' && result.message ? result.message : fallback;
}

/** `&reason=…`: what the customer reads about the deletion. */
const reasonQuery = (reason: string) => `reason=${encodeURIComponent(reason)}`;

/** The path of the per-line Delete: a collected bouquet has no product and is named by its line. */
export function orderLineDeletePath(orderId: number, line: Pick<AdminOrderLineDto, 'line_id' | 'product_id'>, reason: string): string {
  return line.product_id === null
    ? `/api/admin/products/0?orderId=${orderId}&lineId=${line.line_id}&${reasonQuery(reason)}`
    : `/api/admin/products/${line.product_id}?orderId=${orderId}&${reasonQuery(reason)}`;
}

export type AdminApi = ReturnType<typeof createAdminApi>;

/** Every call of the admin screens, over the shell's HTTP client (bearer token, one refresh on 401/403). */
export function createAdminApi({ http, session }: ShellServices) {
  async function call<T>(path: string, fallback: string, request?: HttpRequest): Promise<T> {
    const result = await http.request<T>(path, request);
    if (result.ok) return result.data;
    throw new AdminApiError(failureText(result, fallback), result.status);
  }

  /** Multipart is the one kind of call the JSON client cannot make; the token is renewed through it when refused. */
  async function postFile<T>(path: string, file: File, fallback: string, pathOf: (body: Partial<T>) => unknown): Promise<string> {
    const send = (token: string | null) => {
      const form = new FormData();
      form.append('file', file);
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (token) headers.Authorization = `Bearer ${token}`;
      return fetch(path, { method: 'POST', headers, body: form, credentials: 'same-origin' });
    };
    try {
      let response = await send(session.getSnapshot().token);
      if (response.status === 401 || response.status === 403) {
        const check = await http.request<CheckAdminResponseDto>(CHECK_ADMIN_PATH);
        if (check.ok && check.data?.isAdmin) response = await send(session.getSnapshot().token);
      }
      const body = (await response.json().catch(() => null)) as (Partial<T> & { error?: string }) | null;
      const url = body ? pathOf(body) : undefined;
      if (response.ok && typeof url === 'string') return url;
      throw new AdminApiError(body?.error || fallback, response.status);
    } catch (error) {
      if (error instanceof AdminApiError) throw error;
      throw new AdminApiError(fallback, 0);
    }
  }

  /** A file the server sends (an export), through the shell's client: the same token and its renewal. */
  async function download(path: string, fallback: string): Promise<DownloadedFile> {
    if (!http.download) throw new AdminApiError(ADMIN_API_FALLBACKS.exportNeedsReload, 0);
    const result = await http.download(path);
    // In the browser the shell's client reads the answer as a Blob.
    if (result.ok) return { blob: result.data.blob as Blob, fileName: result.data.fileName };
    throw new AdminApiError(failureText(result, fallback), result.status);
  }

  /** One page of a list: its orders, how many match in all, and the path of the next page (the Link header). */
  async function page<T>(path: string, fallback: string): Promise<ListPage<T>> {
    const result = await http.request<T[]>(path, undefined);
    if (!result.ok) throw new AdminApiError(failureText(result, fallback), result.status);
    const total = Number(result.header?.('X-Total-Count') ?? Number.NaN);
    const next = /^<([^>]+)>; rel="next"$/.exec(result.header?.('Link') ?? '')?.[1] ?? null;
    return { items: result.data, total: Number.isInteger(total) ? total : result.data.length, next };
  }

  return {
    /** A page of a list: the first from `firstPagePath`, the next ones from the page before's `next`. */
    pendingOrdersPage: (path: string) => page<AdminPendingOrderDto>(path, ADMIN_API_FALLBACKS.pending),
    allOrdersPage: (path: string) => page<AdminOrderDto>(path, ADMIN_API_FALLBACKS.orders),
    paidOrdersPage: (path: string) => page<AdminPaidOrderDto>(path, ADMIN_API_FALLBACKS.paid),
    deliveriesPage: (path: string) => page<AdminDeliveryDto>(path, ADMIN_API_FALLBACKS.deliveries),
    /** The next stage; `override` once the admin confirmed sending on a bouquet the customer asked to change. */
    advanceFulfilment: (orderId: number, payload: FulfilmentPayloadDto) =>
      call<FulfilmentResponseDto>(`/api/admin/orders/${orderId}/fulfilment`, ADMIN_API_FALLBACKS.fulfilment, { method: 'POST', body: payload }),
    /** The bouquet's photo for the customer to answer; resolves to its path. */
    uploadOrderPhoto: (orderId: number, file: File) =>
      postFile<OrderPhotoUploadDto>(`/api/admin/orders/${orderId}/photo`, file, ADMIN_API_FALLBACKS.orderPhoto, (body) => body.photo_url),
    receipt: (paymentId: string) => call<ReceiptDto>(`/api/admin/receipt/${encodeURIComponent(paymentId)}`, ADMIN_API_FALLBACKS.receipt),
    approveOrder: (orderId: number, deliveryPrice: number) =>
      call<ApproveOrderResponseDto>('/api/admin/approve-order', ADMIN_API_FALLBACKS.approve, {
        method: 'POST',
        body: { order_id: orderId, delivery_price: deliveryPrice },
      }),
    rejectOrder: (orderId: number, deliveryPrice: number) =>
      call<unknown>('/api/admin/reject-order', ADMIN_API_FALLBACKS.reject, {
        method: 'POST',
        body: { order_id: orderId, delivery_price: deliveryPrice },
      }),
    refundOrder: (orderId: number, payload: RefundPayloadDto) =>
      call<RefundResponseDto>(`/api/admin/orders/${orderId}/refund`, ADMIN_API_FALLBACKS.refund, { method: 'POST', body: payload }),
    /** Takes the order off the lists; an open one is canceled for its customer, who reads `reason`. */
    deleteOrder: (orderId: number, reason: string) =>
      call<void>(`/api/admin/orders/${orderId}?${reasonQuery(reason)}`, ADMIN_API_FALLBACKS.deleteOrder, { method: 'DELETE' }),
    deleteOrderLine: (orderId: number, line: Pick<AdminOrderLineDto, 'line_id' | 'product_id'>, reason: string) =>
      call<void>(orderLineDeletePath(orderId, line, reason), ADMIN_API_FALLBACKS.deleteLine, { method: 'DELETE' }),
    /** Every product on the first page with that page's orders; a next page, its orders' products. */
    productsPage: (path: string) => page<AdminProductDto>(path, ADMIN_API_FALLBACKS.products),
    reviewsPage: (path: string) => page<AdminReviewDto>(path, ADMIN_API_FALLBACKS.reviews),
    moderateReview: (id: number, status: ModeratedStatus) =>
      call<AdminReviewDto>(`/api/admin/reviews/${id}`, ADMIN_API_FALLBACKS.moderateReview, { method: 'PUT', body: { status } }),
    createProduct: (product: ProductPayloadDto) =>
      call<{ product_id: number }>('/api/admin/products', ADMIN_API_FALLBACKS.saveProduct, { method: 'POST', body: product }),
    updateProduct: (id: number, product: ProductPayloadDto) =>
      call<unknown>(`/api/admin/products/${id}`, ADMIN_API_FALLBACKS.saveProduct, { method: 'PUT', body: product }),
    setProductVisibility: (id: number, visible: boolean) =>
      call<unknown>(`/api/admin/products/${id}/visibility`, ADMIN_API_FALLBACKS.visibility, {
        method: 'PUT',
        body: { is_visible: visible },
      }),
    /** The delivery calendar's days 'YYYY-MM-DD' from … to, both included. */
    calendar: (from: string, to: string) =>
      call<CalendarDayDto[]>(`/api/admin/calendar?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, ADMIN_API_FALLBACKS.calendar),
    /** Replaces a day's settings; answers the day as it now is. */
    saveCalendarDay: (date: string, day: CalendarDayPayloadDto) =>
      call<CalendarDayDto>(`/api/admin/calendar/${encodeURIComponent(date)}`, ADMIN_API_FALLBACKS.saveDay, { method: 'PUT', body: day }),
    flowers: () => call<AdminFlowerDto[]>('/api/admin/flowers', ADMIN_API_FALLBACKS.flowers),
    createFlower: (flower: AdminFlowerPayloadDto) =>
      call<AdminFlowerDto>('/api/admin/flowers', ADMIN_API_FALLBACKS.saveFlower, { method: 'POST', body: flower }),
    /** Changes the fields given, the rest stay. */
    updateFlower: (id: number, flower: Partial<AdminFlowerPayloadDto>) =>
      call<AdminFlowerDto>(`/api/admin/flowers/${id}`, ADMIN_API_FALLBACKS.saveFlower, { method: 'PUT', body: flower }),
    promoCodes: () => call<AdminPromoCodeDto[]>('/api/admin/promo-codes', ADMIN_API_FALLBACKS.promoCodes),
    createPromoCode: (promo: PromoCodePayloadDto) =>
      call<AdminPromoCodeDto>('/api/admin/promo-codes', ADMIN_API_FALLBACKS.savePromoCode, { method: 'POST', body: promo }),
    updatePromoCode: (id: number, promo: PromoCodePayloadDto) =>
      call<AdminPromoCodeDto>(`/api/admin/promo-codes/${id}`, ADMIN_API_FALLBACKS.savePromoCode, { method: 'PUT', body: promo }),
    deletePromoCode: (id: number) => call<void>(`/api/admin/promo-codes/${id}`, ADMIN_API_FALLBACKS.deletePromoCode, { method: 'DELETE' }),
    staff: () => call<StaffMemberDto[]>('/api/admin/staff', ADMIN_API_FALLBACKS.staff),
    /** Gives the address the role and mails it a link to set a password. */
    inviteStaff: (invitation: InviteStaffPayloadDto) =>
      call<StaffMemberDto>('/api/admin/staff', ADMIN_API_FALLBACKS.inviteStaff, { method: 'POST', body: invitation }),
    removeStaff: (userId: number) => call<void>(`/api/admin/staff/${userId}`, ADMIN_API_FALLBACKS.removeStaff, { method: 'DELETE' }),
    /** The owner's dashboard for the Moscow days from … to ('YYYY-MM-DD'), grouped by day, week or month. */
    stats: (span: StatsSpanQuery) =>
      call<StatsDto>(`/api/admin/stats?${new URLSearchParams({ from: span.from, to: span.to, by: span.by })}`, ADMIN_API_FALLBACKS.stats),
    /** A CSV export (`/api/admin/exports/…`) with its file name. */
    exportFile: (path: string) => download(path, ADMIN_API_FALLBACKS.export),
    timeline: (orderId: number) => call<OrderTimelineEntryDto[]>(`/api/admin/orders/${orderId}/timeline`, ADMIN_API_FALLBACKS.timeline),
    /** A product's or a flower's picture; resolves to its path. */
    upload: (file: File) => postFile<UploadResponseDto>(UPLOAD_PATH, file, ADMIN_API_FALLBACKS.upload, (body) => body.url),
  };
}

/** The message of whatever a call threw, for the screen. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof AdminApiError ? error.message : fallback;
}
