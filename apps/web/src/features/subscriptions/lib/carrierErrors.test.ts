import { describe, expect, it } from 'vitest';
import { placeCarrierError } from './carrierErrors';

describe('placeCarrierError', () => {
  it('warns when a code was sent already', () => {
    expect(placeCarrierError('send', 'OTP_SENT_ALREADY')).toEqual({ target: 'warning', key: 'OTP_SENT_ALREADY' });
  });

  it('puts an unregistered or malformed phone next to the phone field', () => {
    expect(placeCarrierError('send', 'PHONE_NOT_REGISTERED')).toEqual({ target: 'phone', key: 'PHONE_NOT_REGISTERED' });
    expect(placeCarrierError('send', 'INVALID_PHONE_NUMBER')).toEqual({ target: 'phone', key: 'INVALID_PHONE_NUMBER' });
  });

  it('shows other sending failures with the server message', () => {
    expect(placeCarrierError('send', 'SERVICE_UNAVAILABLE')).toEqual({ target: 'form', key: null });
  });

  it('puts a wrong code next to the code field', () => {
    expect(placeCarrierError('verify', 'INCORRECT_VERIFICATION_CODE')).toEqual({ target: 'otp', key: 'INCORRECT_VERIFICATION_CODE' });
    expect(placeCarrierError('charge', 'INVALID_VERIFICATION_CODE')).toEqual({ target: 'otp', key: 'INVALID_VERIFICATION_CODE' });
  });

  it("says 'Please enter valid verification code.' when a charge fails for no named reason", () => {
    expect(placeCarrierError('charge', null)).toEqual({ target: 'form', key: 'INVALID_VERIFICATION_CODE' });
    expect(placeCarrierError('charge', 'SERVICE_UNAVAILABLE')).toEqual({ target: 'form', key: 'INVALID_VERIFICATION_CODE' });
  });

  it('adds to those words that the carrier may have declined a right code', () => {
    expect(placeCarrierError('charge', 'CARRIER_CHARGE_FAILED')).toEqual({ target: 'form', key: 'CARRIER_CHARGE_FAILED' });
  });

  it('says a charge the carrier did not confirm may still appear, rather than blaming the code', () => {
    expect(placeCarrierError('charge', 'CARRIER_CHARGE_UNCONFIRMED')).toEqual({ target: 'form', key: 'CARRIER_CHARGE_UNCONFIRMED' });
  });

  it('names the plan problem when the plan is the reason the charge failed', () => {
    expect(placeCarrierError('charge', 'ALREADY_SUBSCRIBED')).toEqual({ target: 'form', key: 'ALREADY_SUBSCRIBED' });
  });
});
