import { Money, andThen, flowerChange, ok, type CatalogueError, type FlowerDetails, type ImageRule, type MoneyError, type Result } from '@shop/domain';

/** The admin's flower form as sent (any of its fields on an edit): the price in roubles. */
export interface FlowerForm {
  readonly title?: string;
  readonly price?: number;
  readonly image?: string;
  readonly available?: boolean;
  readonly stock?: number | null;
}

/** A new flower's form: title, price and picture; in season and unlimited unless it says otherwise. */
export type NewFlowerForm = FlowerForm & Required<Pick<FlowerForm, 'title' | 'price' | 'image'>>;

/** An edit as sent, checked by the catalogue's rules, the picture by where the shop's storage publishes it. */
export const flowerChangeFromForm = ({ price, ...form }: FlowerForm, acceptsImage: ImageRule): Result<Partial<FlowerDetails>, CatalogueError | MoneyError> =>
  andThen(price === undefined ? ok(null) : Money.fromRoubles(price), (money) =>
    flowerChange<Partial<FlowerDetails>>(money === null ? form : { ...form, price: money }, acceptsImage),
  );

/** A new flower as sent, checked likewise. */
export const flowerDetailsFromForm = (form: NewFlowerForm, acceptsImage: ImageRule): Result<FlowerDetails, CatalogueError | MoneyError> =>
  andThen(Money.fromRoubles(form.price), (price) =>
    flowerChange<FlowerDetails>({ title: form.title, price, image: form.image, available: form.available ?? true, stock: form.stock ?? null }, acceptsImage),
  );
