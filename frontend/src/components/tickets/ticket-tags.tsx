import { Tag } from 'antd';
import { priorityInfo, statusInfo } from './ticket-labels';

export function TicketStatusTag({ status }: { status: string }) {
  const info = statusInfo(status);
  return (
    <Tag color={info.color} data-testid="ticket-status">
      {info.label}
    </Tag>
  );
}

export function TicketPriorityTag({ priority }: { priority: string }) {
  const info = priorityInfo(priority);
  return <Tag color={info.color}>Priorität: {info.label}</Tag>;
}
