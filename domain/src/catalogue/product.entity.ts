import type { CategoryCode, ProductDto } from '../contract/catalogue.contract';
import { Money } from '../money/money.value-object';
import type { MoneyError } from '../money/money.errors';
import { andThen, err, ok, type Result } from '../shared/result';
import { CATALOGUE_ERRORS, type CatalogueError } from './catalogue.errors';
import { isCategoryCode } from './category.value-object';

export const PRODUCT_IMAGES_MIN = 2;
export const PRODUCT_IMAGES_MAX = 10;

export interface ProductProps {
  readonly id: number;
  readonly title: string;
  readonly description: string;
  readonly price: Money;
  /** The price is a lower bound ("от 15 000 ₽"): the final price is agreed individually. */
  readonly priceFrom: boolean;
  readonly category: CategoryCode;
  readonly image: string;
  /** The main image first. */
  readonly images: readonly string[];
}

export class Product implements ProductProps {
  readonly id: number;
  readonly title: string;
  readonly description: string;
  readonly price: Money;
  readonly priceFrom: boolean;
  readonly category: CategoryCode;
  readonly image: string;
  readonly images: readonly string[];

  private constructor(props: ProductProps) {
    this.id = props.id;
    this.title = props.title;
    this.description = props.description;
    this.price = props.price;
    this.priceFrom = props.priceFrom;
    this.category = props.category;
    this.image = props.image;
    this.images = [...props.images];
  }

  static create(props: ProductProps): Result<Product, CatalogueError> {
    if (!Number.isInteger(props.id) || props.id <= 0) return err(CATALOGUE_ERRORS.invalidId);
    if (props.title.trim() === '') return err(CATALOGUE_ERRORS.titleRequired);
    if (!isCategoryCode(props.category)) return err(CATALOGUE_ERRORS.unknownCategory);
    if (props.images.length < PRODUCT_IMAGES_MIN || props.images.length > PRODUCT_IMAGES_MAX) {
      return err(CATALOGUE_ERRORS.imageCount);
    }
    return ok(new Product(props));
  }

  static fromDto(dto: ProductDto): Result<Product, CatalogueError | MoneyError> {
    return andThen(Money.fromRoubles(dto.price), (price) =>
      Product.create({
        id: dto.id,
        title: dto.title,
        description: dto.description,
        price,
        priceFrom: dto.price_from,
        category: dto.category,
        image: dto.image,
        images: dto.images,
      }),
    );
  }

  toDto(): ProductDto {
    return {
      id: this.id,
      title: this.title,
      description: this.description,
      price: this.price.toRoubles(),
      price_from: this.priceFrom,
      category: this.category,
      image: this.image,
      images: [...this.images],
    };
  }
}
