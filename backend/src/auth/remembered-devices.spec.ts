import type { AppConfig } from '../config/app.config';
import { RememberedDevices } from './remembered-devices';

const devicesWith = (jwtSecret: string) => new RememberedDevices({ jwtSecret } as AppConfig);
const header = (cookie: { name: string; value: string }) => `theme=dark; ${cookie.name}=${cookie.value}; other=1`;

describe('RememberedDevices', () => {
  const sut = devicesWith('a'.repeat(48));

  it('recognises its own cookie for the account it was issued to, and keeps the device id when renewed', () => {
    const cookie = sut.remember(7, true);
    const deviceId = sut.recognise(header(cookie), 7);
    expect(deviceId).toMatch(/^[\w-]{22}$/);
    expect(sut.remember(7, true, deviceId).value).toBe(cookie.value);
    expect(cookie.options).toMatchObject({ httpOnly: true, secure: true, sameSite: 'strict', path: '/api/admin/login' });
  });

  it('ignores a cookie of another account, a tampered one, one signed with another secret, and none', () => {
    const cookie = sut.remember(7, false);
    expect(sut.recognise(header({ name: 'hp_device_8', value: cookie.value }), 8)).toBeUndefined();
    const tampered = cookie.value.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    expect(sut.recognise(header({ name: cookie.name, value: tampered }), 7)).toBeUndefined();
    expect(devicesWith('b'.repeat(48)).recognise(header(cookie), 7)).toBeUndefined();
    expect(sut.recognise(undefined, 7)).toBeUndefined();
    expect(sut.recognise(`${cookie.name}=garbage`, 7)).toBeUndefined();
  });
});
