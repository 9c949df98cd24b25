/**
 * What a day's column header says of the day besides its date (its holiday, absences), one line
 * each, in words so that nothing is told by colour alone. Screen readers hear the lines after the
 * date, set apart by commas.
 */
export function DayNotes({ notes }: { notes: readonly string[] }) {
  if (notes.length === 0) return null;
  return (
    <span className="mt-1 block text-xs leading-snug font-normal break-words">
      {notes.map((note, index) => (
        <span key={index} className="block">
          <span className="sr-only">, </span>
          {note}
        </span>
      ))}
    </span>
  );
}
