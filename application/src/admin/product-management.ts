import { Money, Product, domainError, err, ok, type CategoryCode, type DomainError, type Result } from '@shop/domain';

export interface ProductInput {
  readonly title: string;
  readonly description: string;
  readonly category: string;
  /** Roubles, at most 2 decimals. */
  readonly price: number;
  readonly priceFrom: boolean;
  readonly images: readonly string[];
  readonly visible: boolean;
}

export interface StoredProductInput {
  readonly title: string;
  readonly description: string;
  readonly category: CategoryCode;
  readonly price: Money;
  readonly priceFrom: boolean;
  readonly images: readonly string[];
  readonly visible: boolean;
}

/** Products as the admin manages them; order lines keep their own snapshot, so edits never reach them. */
export abstract class ProductRepository {
  abstract create(product: StoredProductInput, actorUserId: number): Promise<number>;
  abstract update(id: number, product: StoredProductInput, actorUserId: number): Promise<boolean>;
  abstract setVisible(id: number, visible: boolean, actorUserId: number): Promise<boolean>;
}

/** A stored image lands at one of these paths; nothing else (no outside URL, no script) is accepted. */
const IMAGE_PATH = /^\/(?:images|uploads)\/[\w./-]{1,200}\.(?:svg|jpe?g|png|webp)$/;

export const PRODUCT_ERRORS = {
  notFound: domainError('PRODUCT.NOT_FOUND', 'Товар не найден'),
  badImage: domainError('PRODUCT.BAD_IMAGE', 'Изображения загружаются через форму товара; внешние ссылки не принимаются'),
  invalid: (message: string) => domainError('PRODUCT.INVALID', message),
} as const;

export class ProductManagement {
  constructor(
    private readonly products: ProductRepository,
    private readonly onChange: () => void,
  ) {}

  async create(input: ProductInput, actorUserId: number): Promise<Result<number, DomainError>> {
    const valid = validate(input);
    if (!valid.ok) return valid;
    const id = await this.products.create(valid.value, actorUserId);
    this.onChange();
    return ok(id);
  }

  async update(id: number, input: ProductInput, actorUserId: number): Promise<Result<void, DomainError>> {
    const valid = validate(input);
    if (!valid.ok) return valid;
    if (!(await this.products.update(id, valid.value, actorUserId))) return err(PRODUCT_ERRORS.notFound);
    this.onChange();
    return ok(undefined);
  }

  async setVisible(id: number, visible: boolean, actorUserId: number): Promise<Result<void, DomainError>> {
    if (!(await this.products.setVisible(id, visible, actorUserId))) return err(PRODUCT_ERRORS.notFound);
    this.onChange();
    return ok(undefined);
  }
}

function validate(input: ProductInput): Result<StoredProductInput, DomainError> {
  if (!input.images.every((image) => IMAGE_PATH.test(image) && !image.includes('..'))) return err(PRODUCT_ERRORS.badImage);
  const price = Money.fromRoubles(input.price);
  if (!price.ok) return err(PRODUCT_ERRORS.invalid(price.error.message));
  // The entity's rules (title, category, 2 to 10 images); the id is the database's to give.
  const product = Product.create({
    id: 1,
    title: input.title.trim(),
    description: input.description.trim(),
    price: price.value,
    priceFrom: input.priceFrom,
    category: input.category as CategoryCode,
    image: input.images[0] ?? '',
    images: input.images,
  });
  if (!product.ok) return err(PRODUCT_ERRORS.invalid(product.error.message));
  const { title, description, category, priceFrom, images } = product.value;
  return ok({ title, description, category, price: price.value, priceFrom, images, visible: input.visible });
}
