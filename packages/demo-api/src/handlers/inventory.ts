import { routeWith, positiveInt } from '../lib/http.ts';
import { createStore } from '../store.ts';
import { newId } from '../lib/ids.ts';
import { containsText, findById, mergeById, removeById } from '../lib/collection.ts';
import { tagRoutes } from '../lib/tag-routes.ts';
import { pageOf } from '../lib/paging.ts';
import { ProductPatchBodySchema, type Product } from '../schemas/inventory.ts';

const store = createStore('inventory', async () => (await import('../seed/inventory.ts')).seedInventory());
const route = routeWith(store);
const base = '/api/apps/ecommerce/inventory';

/** Fields compared as upper-case text; every other sort field compares as a number. */
const textFields = new Set(['sku', 'name', 'active']);

function compareBy(sort: string): (a: Product, b: Product) => number {
  const value = (product: Product) => (product as unknown as Record<string, unknown>)[sort];
  if (textFields.has(sort)) {
    return (a, b) =>
      String(value(a))
        .toUpperCase()
        .localeCompare(String(value(b)).toUpperCase());
  }
  return (a, b) => (Number(value(a)) || 0) - (Number(value(b)) || 0);
}

/** A page past the last answers null products and only lastPage. */
function productPage(products: Product[], page: number, size: number) {
  const { slice, lastPage, startIndex, endIndex } = pageOf(products, page, size);
  if (!slice) return { products: null, pagination: { lastPage } };
  return {
    products: slice,
    pagination: { length: products.length, size, page, lastPage, startIndex, endIndex },
  };
}

export const inventoryHandlers = [
  route('get', `${base}/categories`, () => store.data.categories),
  route('get', `${base}/brands`, () => store.data.brands),
  route('get', `${base}/vendors`, () => store.data.vendors),
  route('get', `${base}/tags`, () => store.data.tags),

  route(
    'get',
    `${base}/products`,
    ({ query }) => {
      const search = query('search');
      const sort = query('sort') || 'name';
      const order = query('order') || 'asc';
      const compare = compareBy(sort);
      const products = store.data.products
        .filter((product) => !search || containsText(product.name, search))
        .sort((a, b) => (order === 'desc' ? compare(b, a) : compare(a, b)));
      return productPage(products, positiveInt(query('page'), 1), positiveInt(query('size'), 10));
    },
    'products',
  ),

  route('get', `${base}/product`, ({ query }) => findById(store.data.products, query('id'))),

  route('post', `${base}/product`, () => {
    const product: Product = {
      id: newId(),
      category: '',
      name: 'A New Product',
      description: '',
      tags: [],
      sku: '',
      barcode: '',
      brand: '',
      vendor: '',
      stock: '',
      reserved: '',
      cost: '',
      basePrice: '',
      taxPercent: '',
      price: '',
      weight: '',
      thumbnail: '',
      images: [],
      active: false,
    };
    store.data.products.unshift(product);
    return product;
  }),

  route('patch', `${base}/product`, async ({ body }) => {
    const { id, product } = await body(ProductPatchBodySchema);
    return mergeById(store.data.products, id, product);
  }),

  route('delete', `${base}/product`, ({ query }) =>
    removeById(store.data.products, query('id')) ? true : null,
  ),

  ...tagRoutes({
    route,
    path: `${base}/tag`,
    tags: () => store.data.tags,
    items: () => store.data.products,
    tagIds: (product) => product.tags,
  }),
];
