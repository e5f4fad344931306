import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, get, useDemoServer } from './helpers.ts';
import {
  InventoryBrandSchema,
  InventoryCategorySchema,
  InventoryTagSchema,
  ProductPageSchema,
  ProductSchema,
} from '../src/schemas/inventory.ts';

useDemoServer();

const path = '/api/apps/ecommerce/inventory';
const page = (query = '') => get(`${path}/products${query}`, ProductPageSchema);
const names = (list: { name: string }[]) => list.map((item) => item.name);

describe('inventory lookups', () => {
  it('answers the categories, brands, vendors and tags of the specification', async () => {
    expect(names(await get(`${path}/categories`, z.array(InventoryCategorySchema)))).toEqual([
      'Mens',
      'Ladies',
      'Unisex',
    ]);
    expect(names(await get(`${path}/brands`, z.array(InventoryBrandSchema)))).toEqual([
      'Benton',
      'Capmia',
      'Lara',
      'Premera',
      'Zeon',
    ]);
    expect(names(await get(`${path}/vendors`, z.array(InventoryBrandSchema)))).toEqual([
      'Evel',
      'Mivon',
      'Neogen',
    ]);
    expect((await get(`${path}/tags`, z.array(InventoryTagSchema))).map((tag) => tag.title)).toEqual([
      'mens',
      'ladies',
      'unisex',
      '44mm',
      '40mm',
      '5 ATM',
      '10 ATM',
      'automatic',
      'chronograph',
      'watch',
    ]);
  });
});

describe('products', () => {
  it('defaults to page 1 of 10 sorted by name ascending', async () => {
    const { products, pagination } = await page();
    expect(products).toHaveLength(10);
    expect(pagination).toEqual({ length: 30, size: 10, page: 1, lastPage: 3, startIndex: 0, endIndex: 9 });
    const all = (await page('?size=100')).products!;
    expect(names(products!)).toEqual(names(all).slice(0, 10));
    expect(names(all)).toEqual(
      [...names(all)].sort((a, b) => a.toUpperCase().localeCompare(b.toUpperCase())),
    );
  });

  it('pages and reports start and end indexes', async () => {
    expect((await page('?page=3&size=8')).pagination).toEqual({
      length: 30,
      size: 8,
      page: 3,
      lastPage: 4,
      startIndex: 16,
      endIndex: 23,
    });
    const last = await page('?page=4&size=8');
    expect(last.products).toHaveLength(6);
    expect(last.pagination).toMatchObject({ startIndex: 24, endIndex: 29 });
  });

  it('answers null products and only lastPage for a page past the end', async () => {
    expect(await page('?page=4')).toEqual({ products: null, pagination: { lastPage: 3 } });
  });

  it('sorts numerically by other fields, descending on request', async () => {
    const prices = (await page('?sort=price&order=desc&size=30')).products!.map(
      (product) => product.price as number,
    );
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const stock = (await page('?sort=stock&size=30')).products!.map((product) => product.stock as number);
    expect(stock).toEqual([...stock].sort((a, b) => a - b));
  });

  it('sorts sku and active as upper-case text', async () => {
    const skus = (await page('?sort=sku&order=desc&size=30')).products!.map((product) => product.sku);
    expect(skus).toEqual([...skus].sort((a, b) => b.toUpperCase().localeCompare(a.toUpperCase())));
    const active = (await page('?sort=active&size=30')).products!.map((product) => product.active);
    expect(active.indexOf(true)).toBeGreaterThan(active.lastIndexOf(false));
  });

  it('searches names case-insensitively', async () => {
    const { products, pagination } = await page('?search=CAPMIA%20mens');
    expect(products!.length).toBeGreaterThan(0);
    expect(products!.every((product) => product.name.startsWith('Capmia Mens'))).toBe(true);
    expect(pagination).toMatchObject({ length: products!.length, page: 1 });
    expect(await page('?search=rolex')).toEqual({
      products: [],
      pagination: { length: 0, size: 10, page: 1, lastPage: 1, startIndex: 0, endIndex: -1 },
    });
  });

  it('prices are the base price plus the tax percent, with the sample tax percents', async () => {
    const products = (await page('?size=30')).products!;
    expect(new Set(products.map((product) => product.taxPercent))).toEqual(new Set([8, 10, 18, 20, 30]));
    for (const product of products) {
      const expected = ((product.basePrice as number) * (100 + (product.taxPercent as number))) / 100;
      expect(product.price).toBeCloseTo(expected, 2);
    }
    expect(products.some((product) => product.thumbnail === null)).toBe(true);
  });

  it('creates an empty product at the top, then patches and deletes it', async () => {
    const created = await call('POST', `${path}/product`, { schema: ProductSchema });
    expect(created).toMatchObject({
      name: 'A New Product',
      sku: '',
      price: '',
      stock: '',
      tags: [],
      images: [],
      active: false,
    });
    expect(await get(`${path}/product?id=${created.id}`)).toEqual(created);
    const patched = await call('PATCH', `${path}/product`, {
      body: { id: created.id, product: { name: 'Zeon Field Watch', basePrice: 9000, active: true } },
      schema: ProductSchema,
    });
    expect(patched).toEqual({ ...created, name: 'Zeon Field Watch', basePrice: 9000, active: true });
    expect(
      await call('PATCH', `${path}/product`, { body: { id: 'nope', product: { name: 'x' } } }),
    ).toBeNull();
    expect(await call('DELETE', `${path}/product?id=${created.id}`)).toBe(true);
    expect(await get(`${path}/product?id=${created.id}`)).toBeNull();
  });

  it('manages tags; deleting a tag strips it from every product', async () => {
    const created = await call('POST', `${path}/tag`, { body: { tag: { title: 'limited edition' } } });
    expect((await get(`${path}/tags`, z.array(InventoryTagSchema)))[0]).toEqual(created);
    const [mens] = await get(`${path}/tags`, z.array(InventoryTagSchema)).then((tags) => tags.slice(1));
    expect(await call('PATCH', `${path}/tag`, { body: { id: mens!.id, tag: { title: 'men' } } })).toEqual({
      id: mens!.id,
      title: 'men',
    });
    expect(await call('DELETE', `${path}/tag?id=${mens!.id}`)).toBe(true);
    const products = (await page('?size=30')).products!;
    expect(products.some((product) => product.tags.includes(mens!.id))).toBe(false);
  });
});
