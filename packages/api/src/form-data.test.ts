import { describe, expect, it } from 'vitest';
import { toFormData } from './form-data.ts';

describe('toFormData', () => {
  it('keeps dotted keys, repeats list values and skips absent ones', async () => {
    const avatar = new Blob(['png-bytes'], { type: 'image/png' });
    const form = toFormData({
      name: 'Wanjiku Kamau',
      'more.business_name': 'Wanjiku Beauty Parlour',
      services_business: [3, 5],
      service_category_set: 1,
      profile_pic: avatar,
      'more.business_location': undefined,
      'more.county': null,
    });
    expect(form.get('more.business_name')).toBe('Wanjiku Beauty Parlour');
    expect(form.getAll('services_business')).toEqual(['3', '5']);
    expect(form.get('service_category_set')).toBe('1');
    expect(form.has('more.business_location')).toBe(false);
    expect(form.has('more.county')).toBe(false);
    const file = form.get('profile_pic');
    expect(file).toBeInstanceOf(Blob);
    expect(await (file as Blob).text()).toBe('png-bytes');
  });
});
