/** Hidden from sight but read by screen readers (the usual clip pattern). */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/**
 * A polite live region: screen readers read a new message when the user pauses, without moving
 * the focus. Always rendered (even empty), so the first message after mounting is read too.
 */
export function PoliteAnnouncement({ message }: { message: string }) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true" style={visuallyHidden}>
      {message}
    </div>
  );
}
