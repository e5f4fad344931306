import type { InventoryBrand, InventoryCategory, InventoryTag, Product } from '../schemas/inventory.ts';
import { seedId } from '../lib/ids.ts';
import { watchImage } from '../lib/images.ts';
import { randomInt, seededRandom } from '../lib/random.ts';

const named = (namespace: string, names: string[]) =>
  names.map((name, i) => ({ id: seedId(namespace, i), name, slug: name.toLowerCase() }));

const categories: InventoryCategory[] = named('inventory-category', ['Mens', 'Ladies', 'Unisex']).map(
  (category) => ({
    ...category,
    parentId: null,
  }),
);
const brands: InventoryBrand[] = named('inventory-brand', ['Benton', 'Capmia', 'Lara', 'Premera', 'Zeon']);
const vendors: InventoryBrand[] = named('inventory-vendor', ['Evel', 'Mivon', 'Neogen']);
const tagTitles = [
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
];
const tags: InventoryTag[] = tagTitles.map((title, i) => ({ id: seedId('inventory-tag', i), title }));
const tagId = (title: string) => tags[tagTitles.indexOf(title)]!.id;

const styles = ['Chronograph', 'Automatic', 'Dress', 'Sport', 'Diver', 'Field'];
const taxPercents = [8, 10, 18, 20, 30];
const materials = ['stainless steel', 'titanium', 'brushed bronze', 'ceramic', 'rose gold plated steel'];
const straps = ['leather strap', 'steel bracelet', 'silicone strap', 'NATO strap', 'mesh bracelet'];

/** 30 watches: every brand in every style, spread over the three categories, figures from a seeded generator. */
function buildProducts(): Product[] {
  const random = seededRandom(2024);
  return Array.from({ length: 30 }, (_, i) => {
    const brand = brands[i % brands.length]!;
    const style = styles[Math.floor(i / brands.length)]!;
    const category = categories[i % categories.length]!;
    const size = category.slug === 'ladies' || (category.slug === 'unisex' && i % 2 === 0) ? '40mm' : '44mm';
    const atm = i % 2 === 0 ? '5 ATM' : '10 ATM';
    const name = `${brand.name} ${category.name} ${style} Watch ${size} ${atm}`;
    const cost = randomInt(random, 40, 400) * 100;
    const basePrice = Math.round(cost * (1.3 + random() * 0.5));
    const taxPercent = taxPercents[i % taxPercents.length]!;
    const pictured = i % 9 !== 8;
    return {
      id: seedId('product', i),
      category: category.id,
      name,
      description: `A ${style.toLowerCase()} watch with a ${size} ${materials[i % materials.length]} case and a ${straps[(i + 2) % straps.length]}, water resistant to ${atm}.`,
      tags: [
        category.slug,
        size,
        atm,
        ...(style === 'Automatic' || style === 'Chronograph' ? [style.toLowerCase()] : []),
        'watch',
      ].map(tagId),
      sku: `${brand.name.slice(0, 3).toUpperCase()}-${String(1000 + i * 37).padStart(4, '0')}`,
      barcode: String(8900000000000 + randomInt(random, 100000000, 999999999)),
      brand: brand.id,
      vendor: vendors[i % vendors.length]!.id,
      stock: randomInt(random, 0, 60),
      reserved: randomInt(random, 0, 12),
      cost,
      basePrice,
      taxPercent,
      price: Math.round(basePrice * (100 + taxPercent)) / 100,
      weight: randomInt(random, 45, 190) / 1000,
      thumbnail: pictured ? watchImage(name) : null,
      images: pictured ? [watchImage(name), watchImage(`${name} side`), watchImage(`${name} back`)] : [],
      active: i % 4 !== 3,
    };
  });
}

export function seedInventory() {
  return {
    categories: structuredClone(categories),
    brands: structuredClone(brands),
    vendors: structuredClone(vendors),
    tags: structuredClone(tags),
    products: buildProducts(),
  };
}
