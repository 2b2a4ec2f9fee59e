import { directionsSchema } from './directions-schema';

describe('the getting-here form', () => {
  it('accepts both coordinates or neither', async () => {
    await expect(directionsSchema.isValid({ directions: '', parking: '', latitude: '', longitude: '' })).resolves.toBe(true);
    await expect(
      directionsSchema.isValid({ directions: 'Exit 49', parking: 'Free', latitude: '43.0176', longitude: '-78.6345' }),
    ).resolves.toBe(true);
  });
  it.each([
    [{ latitude: '43', longitude: '' }, 'Latitude and longitude go together: give both or neither'],
    [{ latitude: '91', longitude: '0' }, 'Latitude must be between -90 and 90'],
    [{ latitude: '0', longitude: '-181' }, 'Longitude must be between -180 and 180'],
    [{ latitude: 'north', longitude: '0' }, 'Latitude must be a number'],
  ])('refuses %j with the server message', async (values, message) => {
    await expect(directionsSchema.validate({ directions: '', parking: '', ...values })).rejects.toThrow(message);
  });
});
