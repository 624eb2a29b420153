import { CATALOGUE_ERRORS, Money, type AdminManagedProductDto, type Page } from '@shop/domain';
import { InMemoryCatalogue, InMemoryProducts, product } from '../testing/catalogue.fakes';
import { InMemoryOrders, listRequest, pendingOrder } from '../testing/orders.fakes';
import { MemoryFileStorage } from '../testing/shared.fakes';
import { unreferencedUploads } from '../testing/uploads.fakes';
import { CreateProduct } from './commands/create-product.command';
import { SetProductVisibility } from './commands/set-product-visibility.command';
import { UpdateProduct } from './commands/update-product.command';
import { UploadProductImage } from './commands/upload-product-image.command';
import { MAX_IMAGE_BYTES } from '../shared/uploaded-image';
import type { ProductForm } from './product-form';
import { AdminProductsQuery } from './queries/admin-products.query';
import { StorefrontCatalogueQuery } from './queries/storefront-catalogue.query';

const form = (change: Partial<ProductForm> = {}): ProductForm => ({
  title: ' Фикус ',
  description: 'Большой',
  category: 'plants',
  price: 1100.5,
  priceFrom: false,
  images: ['/uploads/a.webp', '/uploads/b.webp'],
  visible: true,
  ...change,
});

const updateProduct = (
  products: InMemoryProducts,
  onChange: () => void = () => undefined,
  storage = new MemoryFileStorage(),
  shown: () => (string | null)[] = () => [],
) =>
  new UpdateProduct(
    products,
    storage,
    unreferencedUploads(storage, () => [...[...products.stored.values()].flatMap((details) => details.images), ...shown()]),
    onChange,
  );

describe('the storefront catalogue', () => {
  it('shows visible products in id order and the flowers, in roubles', async () => {
    const query = new StorefrontCatalogueQuery(new InMemoryCatalogue([product({ id: 3 }), product({ id: 1 }), product({ id: 2, visible: false })]));
    expect((await query.listProducts()).map((p) => p.id)).toEqual([1, 3]);
    expect(await query.findProduct(3)).toMatchObject({ id: 3, price: 1000 });
    for (const id of [2, 4, 0, -1, 1.5, 2 ** 60]) expect(await query.findProduct(id)).toBeNull();
    expect((await query.listFlowers()).map((f) => f.id)).toEqual([301, 302, 303, 304, 305, 306, 307, 308, 309, 310, 311, 312]);
  });

  it('pages a category of the visible products', async () => {
    const query = new StorefrontCatalogueQuery(
      new InMemoryCatalogue([
        product({ id: 1 }),
        product({ id: 2, visible: false }),
        product({ id: 3 }),
        product({ id: 4, category: 'terrariums' }),
        product({ id: 5 }),
      ]),
    );
    const page = await query.listProductsPage({ category: 'plants', sort: 'new', offset: 1, limit: 1 });
    expect(page).toEqual({ items: [expect.objectContaining({ id: 3 })], total: 3, next: 2 });
  });
});

describe('product management', () => {
  it("creates, edits and hides a product, each time telling the storefront's cache", async () => {
    const products = new InMemoryProducts();
    let changes = 0;
    const onChange = () => (changes += 1);
    expect(await new CreateProduct(products, new MemoryFileStorage(), onChange).execute(form(), 1)).toEqual({ ok: true, value: 1 });
    expect(products.stored.get(1)).toMatchObject({ title: 'Фикус', price: Money.ofKopecks(110_050) });
    expect((await updateProduct(products, onChange).execute(1, form({ price: 900 }), 1)).ok).toBe(true);
    expect((await new SetProductVisibility(products, onChange).execute(1, false, 1)).ok).toBe(true);
    expect(products.stored.get(1)).toMatchObject({ visible: false, price: Money.ofRoubles(900) });
    expect(changes).toBe(3);
    expect(products.audit.map((a) => a.action)).toEqual(['created', 'updated', 'hidden']);
  });

  it('deletes the pictures an edit replaces, unless another row still shows them', async () => {
    const products = new InMemoryProducts();
    const storage = new MemoryFileStorage();
    const upload = new UploadProductImage(storage);
    const [first, second, third] = await Promise.all(
      [1, 2, 3].map(async () => {
        const uploaded = await upload.execute(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]));
        return uploaded.ok ? uploaded.value : '';
      }),
    );
    await new CreateProduct(products, storage, () => undefined).execute(form({ images: [first, second] }), 1);
    // An order placed meanwhile snapshotted the second picture on its line.
    const orderLines = [second];
    const update = updateProduct(
      products,
      () => undefined,
      storage,
      () => orderLines,
    );
    expect((await update.execute(1, form({ images: [third, '/images/products/p6-1.svg'] }), 1)).ok).toBe(true);
    expect([...storage.files.keys()].sort()).toEqual(['2.jpg', '3.jpg']);
    expect((await update.execute(1, form({ images: ['/images/products/p6-1.svg', '/images/products/p6-2.svg'] }), 1)).ok).toBe(true);
    expect([...storage.files.keys()]).toEqual(['2.jpg']);
  });

  it("refuses what the catalogue's rules refuse, and unknown products", async () => {
    const products = new InMemoryProducts();
    const create = new CreateProduct(products, new MemoryFileStorage(), () => undefined);
    expect(await create.execute(form({ images: ['https://evil.example/a.png', '/uploads/b.webp'] }), 1)).toEqual({
      ok: false,
      error: CATALOGUE_ERRORS.badImage,
    });
    expect(await create.execute(form({ price: -1 }), 1)).toMatchObject({ ok: false, error: { code: 'MONEY.NEGATIVE' } });
    expect(await create.execute(form({ category: 'cacti' }), 1)).toEqual({ ok: false, error: CATALOGUE_ERRORS.unknownCategory });
    expect(await updateProduct(products).execute(9, form(), 1)).toEqual({ ok: false, error: CATALOGUE_ERRORS.productNotFound });
    expect(await new SetProductVisibility(products, () => undefined).execute(9, true, 1)).toEqual({ ok: false, error: CATALOGUE_ERRORS.productNotFound });
    expect(products.stored.size).toBe(0);
  });

  it("takes pictures at the storage's public address (a CDN) when uploads are published there", async () => {
    const products = new InMemoryProducts();
    const storage = new MemoryFileStorage('https://cdn.example/shop');
    const images = [await new UploadProductImage(storage).execute(new Uint8Array([0xff, 0xd8, 0xff, 0xe0])), { ok: true, value: '/uploads/b.webp' }];
    const uploaded = images.map((image) => (image.ok ? image.value : ''));
    expect(uploaded[0]).toBe('https://cdn.example/shop/1.jpg');
    expect(await new CreateProduct(products, storage, () => undefined).execute(form({ images: uploaded }), 1)).toEqual({ ok: true, value: 1 });
    expect(await new CreateProduct(products, new MemoryFileStorage(), () => undefined).execute(form({ images: uploaded }), 1)).toEqual({
      ok: false,
      error: CATALOGUE_ERRORS.badImage,
    });
  });

  it('stores JPEG, PNG and WebP pictures by their bytes, up to 5 MB', async () => {
    const storage = new MemoryFileStorage();
    const upload = new UploadProductImage(storage);
    const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
    const riff = ascii('RIFF\0\0\0\0WEBP');
    expect(await upload.execute(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toEqual({ ok: true, value: '/uploads/1.jpg' });
    expect(await upload.execute(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toEqual({ ok: true, value: '/uploads/2.png' });
    expect(await upload.execute(riff)).toEqual({ ok: true, value: '/uploads/3.webp' });
    expect(await upload.execute(ascii('<svg onload=alert(1)>'))).toEqual({ ok: false, error: CATALOGUE_ERRORS.notAnImage });
    expect(await upload.execute(new Uint8Array(MAX_IMAGE_BYTES + 1))).toEqual({ ok: false, error: CATALOGUE_ERRORS.imageTooLarge });
  });

  it('lists every product on the first page with the page’s orders that bought it, and on the next only the products of its orders', async () => {
    const products = new InMemoryProducts();
    await products.create(
      {
        ...form(),
        stock: null,
        leadDays: 0,
        title: 'Террариум',
        category: 'terrariums',
        price: Money.ofRoubles(4500),
        images: ['/images/a.svg', '/images/b.svg'],
      },
      1,
    );
    await products.create(
      { ...form(), stock: 3, leadDays: 0, title: 'Фикус', category: 'plants', price: Money.ofRoubles(700), images: ['/images/c.svg', '/images/d.svg'] },
      1,
    );
    const orders = new InMemoryOrders();
    orders.add(pendingOrder({ id: 7 }), { username: 'anna', email: 'anna@example.com' });
    orders.add(pendingOrder({ id: 8, customerId: 6 }), { username: 'boris', email: 'boris@example.com' });
    const query = new AdminProductsQuery(products, orders.readModel);
    const entries = (page: Page<AdminManagedProductDto>) => page.items.map((p) => [p.product_id, p.orders.map((o) => o.order_id), p.username]);

    const all = await query.execute(listRequest());
    expect([entries(all), all.total, all.next]).toEqual([
      [
        [1, [], ''],
        [2, [8, 7], 'boris'],
      ],
      2,
      null,
    ]);

    const first = await query.execute(listRequest({ limit: '1' }));
    expect(entries(first)).toEqual([
      [1, [], ''],
      [2, [8], 'boris'],
    ]);
    const next = await query.execute(listRequest({ limit: '1', cursor: JSON.stringify(first.next) }));
    expect([entries(next), next.total, next.next]).toEqual([[[2, [7], 'anna']], 2, null]);
  });
});
