// "About these figures" for a period that ends today: how its partial last day is compared.
import type { OverviewData } from '../../../shared/admin-overview';
import { calendarDayInWords, timeOfDay } from '../../../shared/business-time';

type PartialLastDayProps = NonNullable<OverviewData['partialLastDay']> & { previousLastDay: string };

export function PartialLastDay({ until, comparedUntil, previousLastDay }: PartialLastDayProps) {
  const day = calendarDayInWords(previousLastDay);
  return (
    <p>
      {comparedUntil
        ? `Today counts up to ${timeOfDay(until)}; the last day of the period compared with, ${day}, counts up to the same time of day.`
        : `Today counts up to ${timeOfDay(until)}, but ${day} is past the three months the analytics store keeps events for, so it is compared whole: the changes read lower than they are.`}
    </p>
  );
}
