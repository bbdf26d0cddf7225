/** What the parcel shows if its own tree throws: the shell's header and menu keep working around it. */
export function ParcelFailure() {
  return (
    <div role="alert" style={{ padding: 16, border: '1px solid #b42318', borderRadius: 8, color: '#7a271a', background: '#fef3f2' }}>
      What&apos;s new could not be shown. The rest of the back office still works; reload the page to try again.
    </div>
  );
}
