import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_ENDPOINT_INVALID, PUSH_KEYS_INVALID } from '@flowmind/core/contracts/push';
import { requestAs, signIn, signUp, sessionCookie, TEST_PUBLIC_URL } from '../../../test/app';
import { startLocalPushService, testPushOptions, type LocalPushService } from '../../../test/push-endpoint';
import { useTestApp } from '../../../test/use-test-app';
import { ENDPOINT_NOT_HTTPS, ENDPOINT_NOT_PUBLIC } from './push-endpoint-rules';
import {
  createPushService,
  MAX_DEVICES_PER_PERSON,
  PUSH_TTL_SECONDS,
  type PushPayload,
} from './push.service';

const pushOptions = testPushOptions();
const harness = useTestApp({ authRateLimit: false, push: pushOptions });
let pushService: LocalPushService;
beforeAll(async () => {
  pushService = await startLocalPushService();
});
afterAll(async () => pushService?.close());

const CHROME_ON_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

const subscribe = (cookie: string | undefined, subscription: unknown, userAgent = CHROME_ON_ANDROID) =>
  harness.app.inject({
    method: 'POST',
    url: '/api/v1/push/subscriptions',
    headers: { ...(cookie ? { cookie } : {}), 'user-agent': userAgent },
    payload: subscription as object,
  });
const unsubscribe = (cookie: string | undefined, endpoint: string) =>
  requestAs(harness.app, cookie, 'DELETE', '/api/v1/push/subscriptions', { endpoint });
const status = (cookie: string | undefined, endpoint: string) =>
  requestAs(
    harness.app,
    cookie,
    'GET',
    `/api/v1/push/subscriptions/status?endpoint=${encodeURIComponent(endpoint)}`,
  );

/** The same service the app runs, on the test database: what the reminders module is handed. */
const sender = () => createPushService({ db: harness.database.db, options: pushOptions, log: () => {} });

const reminder: PushPayload = {
  title: 'Time for your evening practice',
  body: 'Five quiet minutes are waiting in your plan.',
  url: '/plan',
  tag: 'daily-practice',
};

const rowsOf = async (userId: string) =>
  (
    await harness.database.pool.query(
      'select endpoint, device_label, last_success_at from push_subscriptions where user_id = $1 order by created_at',
      [userId],
    )
  ).rows as Array<{ endpoint: string; device_label: string; last_success_at: Date | null }>;

describe('push subscriptions', () => {
  it('gives a signed-in person the server key and keeps this device, labelled by its browser', async () => {
    const person = await signUp(harness.app);
    const key = await requestAs(harness.app, person.cookie, 'GET', '/api/v1/push/public-key');
    expect(key.statusCode).toBe(200);
    expect(key.json()).toEqual({ publicKey: pushOptions.publicKey });

    const device = pushService.subscribe();
    expect((await status(person.cookie, device.endpoint)).json()).toEqual({ subscribed: false });
    const saved = await subscribe(person.cookie, device);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ subscribed: true });
    expect((await status(person.cookie, device.endpoint)).json()).toEqual({ subscribed: true });
    // Subscribing again (every visit may) keeps one row.
    expect((await subscribe(person.cookie, device)).statusCode).toBe(200);
    expect(await rowsOf(person.userId)).toEqual([
      { endpoint: device.endpoint, device_label: 'Chrome on Android', last_success_at: null },
    ]);
  });

  it('needs a session for every push route', async () => {
    const device = pushService.subscribe();
    expect((await requestAs(harness.app, undefined, 'GET', '/api/v1/push/public-key')).statusCode).toBe(401);
    expect((await subscribe(undefined, device)).statusCode).toBe(401);
    expect((await status(undefined, device.endpoint)).statusCode).toBe(401);
    expect((await unsubscribe(undefined, device.endpoint)).statusCode).toBe(401);
  });

  it('refuses bad subscriptions with 400 and what was wrong, storing nothing', async () => {
    const person = await signUp(harness.app);
    const device = pushService.subscribe();
    const notOnTheCurve = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url');
    const cases: Array<[unknown, string]> = [
      [{ ...device, endpoint: 'not a url' }, PUSH_ENDPOINT_INVALID],
      [{ ...device, endpoint: 'javascript:alert(1)' }, PUSH_ENDPOINT_INVALID],
      [{ ...device, endpoint: `https://fcm.googleapis.com/${'x'.repeat(2100)}` }, PUSH_ENDPOINT_INVALID],
      [{ ...device, endpoint: 'http://fcm.googleapis.com/fcm/send/abc' }, ENDPOINT_NOT_HTTPS],
      [{ ...device, endpoint: 'https://10.0.0.1/push' }, ENDPOINT_NOT_PUBLIC],
      [{ ...device, endpoint: 'https://169.254.169.254/latest/meta-data' }, ENDPOINT_NOT_PUBLIC],
      [{ ...device, endpoint: 'https://metadata.google.internal/x' }, ENDPOINT_NOT_PUBLIC],
      [{ endpoint: device.endpoint }, PUSH_KEYS_INVALID],
      [{ ...device, keys: { auth: device.keys.auth } }, PUSH_KEYS_INVALID],
      [{ ...device, keys: { ...device.keys, p256dh: 'short' } }, PUSH_KEYS_INVALID],
      [{ ...device, keys: { ...device.keys, p256dh: notOnTheCurve } }, PUSH_KEYS_INVALID],
      [{ ...device, keys: { ...device.keys, auth: 'AAAA' } }, PUSH_KEYS_INVALID],
      [{ ...device, keys: { ...device.keys, auth: 42 } }, PUSH_KEYS_INVALID],
    ];
    for (const [payload, message] of cases) {
      const response = await subscribe(person.cookie, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(400);
      expect(response.json().error.message).toContain(message);
    }
    const unknownField = await subscribe(person.cookie, { ...device, extra: true });
    expect(unknownField.statusCode).toBe(400);
    expect((await unsubscribe(person.cookie, '')).statusCode).toBe(400);
    expect(await rowsOf(person.userId)).toEqual([]);
  });

  it('turns off this device only, and only for the person it belongs to', async () => {
    const alice = await signUp(harness.app);
    const bob = await signUp(harness.app);
    const phone = pushService.subscribe();
    const laptop = pushService.subscribe();
    await subscribe(alice.cookie, phone);
    await subscribe(alice.cookie, laptop);

    // Bob sending Alice's endpoint changes nothing of hers.
    expect((await unsubscribe(bob.cookie, phone.endpoint)).statusCode).toBe(200);
    expect((await status(bob.cookie, phone.endpoint)).json()).toEqual({ subscribed: false });
    expect(await rowsOf(alice.userId)).toHaveLength(2);

    const off = await unsubscribe(alice.cookie, phone.endpoint);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ subscribed: false });
    expect((await rowsOf(alice.userId)).map((row) => row.endpoint)).toEqual([laptop.endpoint]);
  });

  it('moves a device to whoever turned it on last (a shared browser has one subscription)', async () => {
    const alice = await signUp(harness.app);
    const bob = await signUp(harness.app);
    const shared = pushService.subscribe();
    await subscribe(alice.cookie, shared);
    await subscribe(bob.cookie, shared);
    expect(await rowsOf(alice.userId)).toEqual([]);
    expect((await rowsOf(bob.userId)).map((row) => row.endpoint)).toEqual([shared.endpoint]);
  });

  it(`keeps a person's newest ${MAX_DEVICES_PER_PERSON} devices`, async () => {
    const person = await signUp(harness.app);
    const devices = Array.from({ length: MAX_DEVICES_PER_PERSON + 2 }, () => pushService.subscribe());
    for (const device of devices) expect((await subscribe(person.cookie, device)).statusCode).toBe(200);
    const kept = (await rowsOf(person.userId)).map((row) => row.endpoint);
    expect(kept).toHaveLength(MAX_DEVICES_PER_PERSON);
    expect(kept).not.toContain(devices[0]!.endpoint);
    expect(kept).toContain(devices.at(-1)!.endpoint);
  });
});

describe('sending a push to a person', () => {
  it("reaches each of the person's devices, signed with the server's VAPID key and readable by the device alone", async () => {
    const person = await signUp(harness.app);
    const other = await signUp(harness.app);
    const phone = pushService.subscribe();
    const laptop = pushService.subscribe();
    const othersPhone = pushService.subscribe();
    await subscribe(person.cookie, phone);
    await subscribe(person.cookie, laptop);
    await subscribe(other.cookie, othersPhone);

    const before = Date.now();
    const result = await sender().sendPushToPerson(person.userId, reminder);
    expect(result).toEqual({ delivered: 2, removed: 0, failed: 0 });
    for (const device of [phone, laptop]) {
      const [push] = await pushService.waitForPushes(device.endpoint);
      expect(push!.payload).toEqual(reminder);
      expect(push!.vapidPublicKey).toBe(pushOptions.publicKey);
      expect(push!.claims.aud).toBe(pushService.origin);
      expect(push!.claims.sub).toBe(pushOptions.subject);
      expect(push!.claims.exp * 1000).toBeGreaterThan(before);
      expect(push!.claims.exp * 1000).toBeLessThanOrEqual(before + 24 * 3_600_000);
      expect(push!).toMatchObject({
        ttl: String(PUSH_TTL_SECONDS),
        urgency: 'normal',
        topic: 'daily-practice',
      });
    }
    expect(pushService.received(othersPhone.endpoint)).toEqual([]);
    expect(pushService.rejected).toEqual([]);
    const rows = await rowsOf(person.userId);
    for (const row of rows) expect(row.last_success_at!.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('forgets a device the push service says is gone (410, 404), keeps one that failed (500)', async () => {
    const person = await signUp(harness.app);
    const [unsubscribed, expired, flaky, fine] = Array.from({ length: 4 }, () => pushService.subscribe());
    for (const device of [unsubscribed, expired, flaky, fine]) await subscribe(person.cookie, device);
    pushService.answerWith(unsubscribed!.endpoint, 410);
    pushService.answerWith(expired!.endpoint, 404);
    pushService.answerWith(flaky!.endpoint, 500);

    const result = await sender().sendPushToPerson(person.userId, reminder);
    expect(result).toEqual({ delivered: 1, removed: 2, failed: 1 });
    const rows = await rowsOf(person.userId);
    expect(rows.map((row) => row.endpoint).sort()).toEqual([flaky!.endpoint, fine!.endpoint].sort());
    expect(rows.find((row) => row.endpoint === flaky!.endpoint)!.last_success_at).toBeNull();

    // The flaky one gets the next reminder once its service is back.
    pushService.answerWith(flaky!.endpoint, 201);
    expect(await sender().sendPushToPerson(person.userId, reminder)).toEqual({
      delivered: 2,
      removed: 0,
      failed: 0,
    });
  });

  it('counts an unreachable push service as failed and a person without devices as nothing to do', async () => {
    const person = await signUp(harness.app);
    expect(await sender().sendPushToPerson(person.userId, reminder)).toEqual({
      delivered: 0,
      removed: 0,
      failed: 0,
    });
    const device = pushService.subscribe();
    await subscribe(person.cookie, device);
    // The same device, moved to a port nobody listens on.
    await harness.database.pool.query(
      `update push_subscriptions set endpoint = 'http://127.0.0.1:9/push/nobody' where user_id = $1`,
      [person.userId],
    );
    expect(await sender().sendPushToPerson(person.userId, reminder)).toEqual({
      delivered: 0,
      removed: 0,
      failed: 1,
    });
    expect(await rowsOf(person.userId)).toHaveLength(1);
  });

  it('never sends to a local endpoint unless local endpoints are allowed (a row written under other rules)', async () => {
    const person = await signUp(harness.app);
    const device = pushService.subscribe();
    await subscribe(person.cookie, device);
    const strict = createPushService({
      db: harness.database.db,
      options: { ...pushOptions, allowLocalEndpoints: false },
      log: () => {},
    });
    expect(await strict.sendPushToPerson(person.userId, reminder)).toEqual({
      delivered: 0,
      removed: 0,
      failed: 1,
    });
    expect(pushService.received(device.endpoint)).toEqual([]);
  });

  it('refuses a payload that would open another site', async () => {
    const person = await signUp(harness.app);
    for (const url of ['https://evil.example/', '//evil.example/plan']) {
      await expect(sender().sendPushToPerson(person.userId, { ...reminder, url })).rejects.toThrow(/path/);
    }
  });
});

describe('how long a subscription lasts', () => {
  it('ends with the session it was turned on in: signing out (which ends every session) stops every device', async () => {
    const person = await signUp(harness.app);
    const signedIn = await signIn(harness.app, person.email, person.password);
    const laptopCookie = sessionCookie(signedIn.headers['set-cookie']);
    const phone = pushService.subscribe();
    const laptop = pushService.subscribe();
    await subscribe(person.cookie, phone);
    await subscribe(laptopCookie, laptop);
    expect(await rowsOf(person.userId)).toHaveLength(2);

    // The phone's session ends without the phone saying anything (it was lost, say).
    await harness.database.pool.query(
      `delete from auth_sessions where user_id = $1 and id <> (select session_id from push_subscriptions where endpoint = $2)`,
      [person.userId, laptop.endpoint],
    );
    expect((await rowsOf(person.userId)).map((row) => row.endpoint)).toEqual([laptop.endpoint]);

    const signOut = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: TEST_PUBLIC_URL, cookie: laptopCookie },
    });
    expect(signOut.statusCode).toBe(200);
    expect(await rowsOf(person.userId)).toEqual([]);
    expect(await sender().sendPushToPerson(person.userId, reminder)).toEqual({
      delivered: 0,
      removed: 0,
      failed: 0,
    });
  });

  it('goes with the account, and the export names the devices without their keys', async () => {
    const person = await signUp(harness.app);
    const device = pushService.subscribe();
    await subscribe(person.cookie, device);
    await sender().sendPushToPerson(person.userId, reminder);

    const exported = await requestAs(harness.app, person.cookie, 'GET', '/api/v1/account/export');
    expect(exported.statusCode).toBe(200);
    expect(exported.json().pushDevices).toEqual([
      { device: 'Chrome on Android', createdAt: expect.any(String), lastDeliveredAt: expect.any(String) },
    ]);
    for (const secret of [device.endpoint, device.keys.p256dh, device.keys.auth]) {
      expect(exported.body).not.toContain(secret);
    }

    const deleted = await requestAs(harness.app, person.cookie, 'DELETE', '/api/v1/account', {
      password: person.password,
    });
    expect(deleted.statusCode).toBe(200);
    const left = await harness.database.pool.query(
      'select count(*)::int as n from push_subscriptions where endpoint = $1',
      [device.endpoint],
    );
    expect(left.rows[0].n).toBe(0);
  });
});
