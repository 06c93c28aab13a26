import { randomBytes } from 'node:crypto';
import { ProtectionProfileAeadAes128Gcm, ProtectionProfileAes128CmHmacSha1_80, RtpHeader, RtpPacket, SrtpSession } from 'werift';
import { describe, expect, it } from 'vitest';
import { encryptRtpGcm } from './srtp-gcm.js';

const keys = {
  localMasterKey: randomBytes(16),
  localMasterSalt: randomBytes(12),
  remoteMasterKey: randomBytes(16),
  remoteMasterSalt: randomBytes(12),
};
/** The viewer's end of the same keys: what we send with our local key it decrypts with its remote one. */
const viewerKeys = {
  localMasterKey: keys.remoteMasterKey,
  localMasterSalt: keys.remoteMasterSalt,
  remoteMasterKey: keys.localMasterKey,
  remoteMasterSalt: keys.localMasterSalt,
};
const session = (profile: number, sessionKeys = keys) => new SrtpSession({ keys: sessionKeys, profile });

const mid = { id: 1, payload: Buffer.from('1') };
const absSendTime = { id: 3, payload: Buffer.from([0x12, 0x34, 0x56]) };
const headers: Record<string, () => RtpHeader> = {
  'no extensions': () => new RtpHeader({ payloadType: 111, sequenceNumber: 17, timestamp: 960, ssrc: 0xdeadbeef }),
  'mid and abs-send-time (padded to 4 bytes), marker': () =>
    new RtpHeader({
      marker: true,
      payloadType: 96,
      sequenceNumber: 40_000,
      timestamp: 0xfffffff0,
      ssrc: 7,
      extensions: [mid, absSendTime],
    }),
  'a CSRC and one extension': () =>
    new RtpHeader({ payloadType: 96, sequenceNumber: 1, timestamp: 1, ssrc: 8, csrc: [0x01020304], extensions: [mid] }),
};

describe('encryptRtpGcm', () => {
  for (const [name, makeHeader] of Object.entries(headers)) {
    it(`makes werift's SRTP bytes, which the viewer decrypts: ${name}`, () => {
      const payload = randomBytes(1_000);
      const ours = encryptRtpGcm(session(ProtectionProfileAeadAes128Gcm), makeHeader(), payload);
      const werifts = session(ProtectionProfileAeadAes128Gcm).encrypt(payload, makeHeader());
      expect(ours?.toString('hex')).toBe(werifts.toString('hex'));

      const decrypted = RtpPacket.deSerialize(session(ProtectionProfileAeadAes128Gcm, viewerKeys).decrypt(ours!));
      const expected = makeHeader();
      expect(decrypted.payload.equals(payload)).toBe(true);
      expect(decrypted.header).toMatchObject({
        marker: expected.marker,
        sequenceNumber: expected.sequenceNumber,
        ssrc: expected.ssrc,
        csrc: expected.csrc,
      });
      expect(decrypted.header.extensions).toEqual(expected.extensions);
    });
  }

  it('counts sequence number rollovers in werift’s context, so the viewer keeps decrypting after one', () => {
    const sender = session(ProtectionProfileAeadAes128Gcm);
    const werift = session(ProtectionProfileAeadAes128Gcm);
    const viewer = session(ProtectionProfileAeadAes128Gcm, viewerKeys);
    for (const sequenceNumber of [65_534, 65_535, 0, 1]) {
      const header = () => new RtpHeader({ payloadType: 96, sequenceNumber, timestamp: 5, ssrc: 9 });
      const payload = Buffer.from(`packet ${sequenceNumber}`);
      const ours = encryptRtpGcm(sender, header(), payload)!;
      expect(ours.equals(werift.encrypt(payload, header()))).toBe(true);
      expect(RtpPacket.deSerialize(viewer.decrypt(ours)).payload.toString()).toBe(`packet ${sequenceNumber}`);
    }
    expect(sender.localContext.getSrtpSsrcState(9).rolloverCounter).toBe(1);
  });

  it('leaves other profiles and headers it does not write to werift', () => {
    const plain = new RtpHeader({ payloadType: 96, sequenceNumber: 1, timestamp: 1, ssrc: 1 });
    expect(encryptRtpGcm(session(ProtectionProfileAes128CmHmacSha1_80), plain, Buffer.from('x'))).toBeUndefined();
    const padded = new RtpHeader({ payloadType: 96, sequenceNumber: 1, timestamp: 1, ssrc: 1, padding: true });
    expect(encryptRtpGcm(session(ProtectionProfileAeadAes128Gcm), padded, Buffer.from('x'))).toBeUndefined();
    const twoByte = new RtpHeader({
      payloadType: 96,
      sequenceNumber: 1,
      timestamp: 1,
      ssrc: 1,
      extensionProfile: 0x1000,
      extensions: [mid],
    });
    expect(encryptRtpGcm(session(ProtectionProfileAeadAes128Gcm), twoByte, Buffer.from('x'))).toBeUndefined();
  });
});
