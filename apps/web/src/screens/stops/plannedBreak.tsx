/** The driver's break between two stops of the list. */
export function BreakRow({ text }: { text: string }) {
  return (
    <li className="row" data-testid="stop-list-break" style={{ cursor: 'default' }}>
      <span className="badge" style={{ backgroundColor: '#9e9e9e' }} aria-hidden>
        ☕
      </span>
      <span className="body">
        <span className="name">{text}</span>
      </span>
    </li>
  );
}
