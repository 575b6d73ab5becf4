import { generateWebhookSecret, signatureHeader, signWebhook } from './signature';

describe('Standard Webhooks signatures', () => {
  it('match the test vector published with the specification', () => {
    const signature = signWebhook(
      'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      'msg_p5jXN8AQM9LWM0D4loKWxJek',
      1614265330,
      '{"test": 2432232314}',
    );
    expect(signature).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('generate secrets of whsec_ and 32 random bytes', () => {
    const secret = generateWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice('whsec_'.length), 'base64')).toHaveLength(32);
    expect(generateWebhookSecret()).not.toBe(secret);
  });

  it('sign with every secret given, space separated', () => {
    const [first, second] = [generateWebhookSecret(), generateWebhookSecret()];
    expect(signatureHeader([first, second], 'id', 1, '{}')).toBe(
      `${signWebhook(first, 'id', 1, '{}')} ${signWebhook(second, 'id', 1, '{}')}`,
    );
  });
});
