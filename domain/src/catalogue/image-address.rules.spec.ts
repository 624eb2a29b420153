import { isShopImagePath, isStoredImageAddress, uploadedImageRule } from './image-address.rules';

describe('picture addresses', () => {
  it("takes the shop's own paths and nothing that climbs out or is not a picture", () => {
    expect(['/images/products/p1-1.svg', '/uploads/0b6f.webp', '/uploads/2026/a.jpeg'].every(isShopImagePath)).toBe(true);
    expect(['/uploads/../secrets/x.png', '/uploads/x.html', 'https://evil.example/x.png', '/static/x.png', 'uploads/x.png'].some(isShopImagePath)).toBe(false);
  });

  it("takes files directly under the storage's public address, and only there", () => {
    const rule = uploadedImageRule('https://cdn.example/shop');
    expect(rule('https://cdn.example/shop/0b6f-11aa.jpg')).toBe(true);
    expect(rule('/uploads/0b6f.png')).toBe(true);
    for (const outside of [
      'https://cdn.example/shopping/a.jpg',
      'https://cdn.example/shop/../a.jpg',
      'https://cdn.example/shop/sub/a.jpg',
      'https://cdn.example/shop/a.svg',
      'https://cdn.example.evil/shop/a.jpg',
      'https://evil.example/shop/a.jpg',
    ]) {
      expect(rule(outside)).toBe(false);
    }
    expect(uploadedImageRule(undefined)('https://cdn.example/shop/a.jpg')).toBe(false);
  });

  it('reads back any picture once let in, wherever the storage publishes now', () => {
    expect(isStoredImageAddress('https://old-cdn.example/shop/a.jpg')).toBe(true);
    expect(isStoredImageAddress('/uploads/a.png')).toBe(true);
    for (const wrong of [
      'javascript:alert(1)//a.png',
      'https://user@evil.example/a.png',
      'https://cdn.example/a.png?x=1',
      'https://cdn.example/../a.png',
      'https://cdn.example/a.svg',
    ]) {
      expect(isStoredImageAddress(wrong)).toBe(false);
    }
  });
});
