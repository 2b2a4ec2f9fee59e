import { testAppSession } from './support/test-app';

describe('getting here (/api/regions/{region}/directions)', () => {
  const t = testAppSession();
  const body = {
    directions: 'From I-90 take exit 49, then Route 78 north for 6 miles.',
    parking: 'Free parking on site; accessible spaces by the gate.',
    latitude: 43.0176,
    longitude: -78.6345,
  };

  it('answers nulls until staff save a region', async () => {
    const res = await t.http.get('/api/regions/florida/directions').expect(200);
    expect(res.body).toEqual({ region: 'florida', directions: null, parking: null, latitude: null, longitude: null, directionsUrl: null });
  });

  it('staff set the directions, parking and coordinates; visitors read them with a maps link', async () => {
    const saved = await t.http.put('/api/regions/new-york/directions').set(t.admin).send(body).expect(200);
    const expected = {
      region: 'new-york',
      ...body,
      directionsUrl: 'https://www.google.com/maps/dir/?api=1&destination=43.0176%2C-78.6345',
    };
    expect(saved.body).toEqual({ ...expected, translations: {} });
    expect((await t.http.get('/api/regions/new-york/directions').expect(200)).body).toEqual(expected);
    expect((await t.http.get('/api/regions/florida/directions').expect(200)).body.directions).toBeNull();

    const cleared = await t.http.put('/api/regions/new-york/directions').set(t.admin).send({ parking: 'Lot B' }).expect(200);
    expect(cleared.body).toMatchObject({ directions: null, parking: 'Lot B', latitude: null, longitude: null, directionsUrl: null });
  });

  it('gives a Spanish reader the directions and parking in Spanish where staff wrote them; staff read what they wrote', async () => {
    const spanish = { es: { parking: 'Estacionamiento gratis; lugares accesibles junto a la entrada.' } };
    const saved = await t.http
      .put('/api/regions/florida/directions')
      .set(t.admin)
      .send({ ...body, translations: spanish })
      .expect(200);
    expect(saved.body.translations).toEqual(spanish);
    const read = (await t.http.get('/api/regions/florida/directions?language=es').expect(200)).body;
    expect(read).toMatchObject({ directions: body.directions, parking: spanish.es.parking });
    expect(read.translations).toBeUndefined();
    const staff = (await t.http.get('/api/regions/florida/directions').set(t.admin).expect(200)).body;
    expect(staff).toMatchObject({ parking: body.parking, translations: spanish });
    // A replace that leaves them out keeps them.
    const kept = await t.http.put('/api/regions/florida/directions').set(t.admin).send(body).expect(200);
    expect(kept.body.translations).toEqual(spanish);
    await t.http.get('/api/regions/florida/directions?language=fr').expect(400);
  });

  it.each([
    [{ latitude: 91, longitude: 0 }, 'latitude', 'Latitude must be between -90 and 90'],
    [{ latitude: 0, longitude: -181 }, 'longitude', 'Longitude must be between -180 and 180'],
    [{ latitude: 43 }, 'longitude', 'Latitude and longitude go together: give both or neither'],
    [{ latitude: '43', longitude: 1 }, 'latitude', 'Latitude and longitude go together: give both or neither'],
    [{ parking: 'x'.repeat(2001) }, 'parking', 'Parking must be at most 2000 characters'],
  ])('refuses %j with its message', async (override, field, message) => {
    const res = await t.http.put('/api/regions/florida/directions').set(t.admin).send(override).expect(400);
    expect(res.body.errors[field]).toContain(message);
  });

  it('refuses an unknown region with 400, and a write without a token', async () => {
    const res = await t.http.get('/api/regions/texas/directions').expect(400);
    expect(res.body.message).toContain('region must be one of: new-york, florida');
    await t.http.put('/api/regions/new-york/directions').send(body).expect(401);
  });
});
