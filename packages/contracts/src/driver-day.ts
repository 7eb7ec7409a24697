import { z } from 'zod';

// ---------------------------------------------------------------------------------------------
// A driver's day without sharp edges (issue 20, item 1): undo of an outcome, proof a team requires
// ---------------------------------------------------------------------------------------------

/**
 * How long after marking a stop delivered or failed the driver may undo it (send it back to
 * pending). Judged by the server on the phone's times (the mark's and the undo's `taken_at`, each
 * no later than the server's now), so an undo taken offline in time is accepted when it arrives.
 */
export const UNDO_WINDOW_MS = 5 * 60_000;

/** What a team requires before a stop may be marked delivered (teams.proof_required). */
export const ProofRequired = {
  None: 'none',
  Photo: 'photo',
  Signature: 'signature',
  PhotoAndSignature: 'photo_and_signature',
} as const;
export type TProofRequired = (typeof ProofRequired)[keyof typeof ProofRequired];

export const DriverDayMessages = {
  invalidProofRequired: "Proof required must be 'none', 'photo', 'signature' or 'photo_and_signature'",
  photoRequired: 'Your team requires a photo for a delivery: take one first',
  signatureRequired: 'Your team requires a signature for a delivery: ask for one first',
  photoAndSignatureRequired: 'Your team requires a photo and a signature for a delivery',
  undoWindowPassed: 'A delivered or failed stop can be undone only within 5 minutes of marking it',
} as const;

export const ZProofRequiredSchema = z.enum(
  [ProofRequired.None, ProofRequired.Photo, ProofRequired.Signature, ProofRequired.PhotoAndSignature],
  { error: DriverDayMessages.invalidProofRequired },
);

/** The choices as the team preferences screen shows them. */
export const proofRequiredLabels: Record<TProofRequired, string> = {
  none: 'None',
  photo: 'Photo',
  signature: 'Signature',
  photo_and_signature: 'Photo and signature',
};

export const needsPhoto = (r: TProofRequired): boolean =>
  r === ProofRequired.Photo || r === ProofRequired.PhotoAndSignature;
export const needsSignature = (r: TProofRequired): boolean =>
  r === ProofRequired.Signature || r === ProofRequired.PhotoAndSignature;

/**
 * Why a delivery may not be marked yet under the team's rule, or null when its proof is enough.
 * One rule for the server (the stop's stored proof) and the driver app (the proof in the form).
 */
export function missingProofMessage(
  required: TProofRequired,
  proof: { hasPhoto: boolean; hasSignature: boolean },
): string | null {
  const noPhoto = needsPhoto(required) && !proof.hasPhoto;
  const noSignature = needsSignature(required) && !proof.hasSignature;
  if (noPhoto && noSignature) return DriverDayMessages.photoAndSignatureRequired;
  if (noPhoto) return DriverDayMessages.photoRequired;
  if (noSignature) return DriverDayMessages.signatureRequired;
  return null;
}

/** Whether an undo taken at `undoAt` still falls in the window of a mark taken at `markedAt` (ms). */
export const isWithinUndoWindow = (markedAt: number, undoAt: number): boolean =>
  undoAt - markedAt <= UNDO_WINDOW_MS;
