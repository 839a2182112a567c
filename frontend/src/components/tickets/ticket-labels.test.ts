import { describe, expect, it } from 'vitest';
import { priorityInfo, statusInfo } from './ticket-labels';

describe('ticket labels', () => {
  it('names statuses and priorities in German', () => {
    expect(['open', 'in_progress', 'resolved', 'closed'].map((status) => statusInfo(status).label)).toEqual(['Offen', 'In Bearbeitung', 'Gelöst', 'Geschlossen']);
    expect(['low', 'medium', 'high', 'urgent'].map((priority) => priorityInfo(priority).label)).toEqual(['Niedrig', 'Mittel', 'Hoch', 'Dringend']);
  });

  it('shows an unknown status as open and an unknown priority as medium', () => {
    expect(statusInfo('wartend').label).toBe('Offen');
    expect(priorityInfo('').label).toBe('Mittel');
  });
});
