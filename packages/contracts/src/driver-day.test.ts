import { describe, expect, it } from 'vitest';
import {
  DriverDayMessages,
  isWithinUndoWindow,
  missingProofMessage,
  ProofRequired,
  UNDO_WINDOW_MS,
  ZProofRequiredSchema,
} from './driver-day.js';

describe("a team's proof required and the undo window", () => {
  it('says what is missing for each rule, and nothing when the proof is enough', () => {
    const none = { hasPhoto: false, hasSignature: false };
    expect(missingProofMessage(ProofRequired.None, none)).toBeNull();
    expect(missingProofMessage(ProofRequired.Photo, none)).toBe(DriverDayMessages.photoRequired);
    expect(missingProofMessage(ProofRequired.Photo, { ...none, hasSignature: true })).toBe(
      DriverDayMessages.photoRequired,
    );
    expect(missingProofMessage(ProofRequired.Signature, none)).toBe(DriverDayMessages.signatureRequired);
    expect(missingProofMessage(ProofRequired.PhotoAndSignature, none)).toBe(
      DriverDayMessages.photoAndSignatureRequired,
    );
    expect(
      missingProofMessage(ProofRequired.PhotoAndSignature, { hasPhoto: true, hasSignature: false }),
    ).toBe(DriverDayMessages.signatureRequired);
    expect(
      missingProofMessage(ProofRequired.PhotoAndSignature, { hasPhoto: true, hasSignature: true }),
    ).toBeNull();
  });

  it('refuses an unknown rule with its message', () => {
    const parsed = ZProofRequiredSchema.safeParse('selfie');
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(DriverDayMessages.invalidProofRequired);
  });

  it('keeps the window open for 5 minutes, to the millisecond', () => {
    expect(isWithinUndoWindow(1000, 1000 + UNDO_WINDOW_MS)).toBe(true);
    expect(isWithinUndoWindow(1000, 1001 + UNDO_WINDOW_MS)).toBe(false);
  });
});
