/** The date line of a help email: MM/DD/YYYY h:mm:ss a (e.g. 03/07/2026 9:05:03 PM). */
export function formatHelpEmailDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const hours = date.getHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()} ${hour12}:${pad(date.getMinutes())}:${pad(
    date.getSeconds(),
  )} ${hours < 12 ? 'AM' : 'PM'}`;
}
