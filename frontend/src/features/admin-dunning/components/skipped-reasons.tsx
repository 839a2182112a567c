/** The reasons of letters the run did not write, one per line (inside the run's notification). */
export function SkippedReasons({ reasons }: { reasons: string[] }) {
  return (
    <ul data-testid="dunning-skipped" style={{ margin: 0, paddingInlineStart: 18 }}>
      {reasons.map((reason, index) => (
        <li key={index}>{reason}</li>
      ))}
    </ul>
  );
}
