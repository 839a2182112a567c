import { Button, DatePicker, Input, Select, Space, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { ORDER_STATUSES, type OrderStatus, orderStatusInfo, PAYMENT_STATUSES, type PaymentStatus, paymentStatusInfo } from '@/components/orders/order-labels';
import type { AdminOrderFilters } from '../api/queries';

interface OrderFiltersProps {
  filters: AdminOrderFilters;
  /** Company name of the dealer filter, for its removable tag. */
  dealerName: string | null;
  onChange: (change: Partial<AdminOrderFilters>) => void;
}

/** Status, payment status, date range and number/company search; the dealer filter is set from a row. */
export function OrderFilters({ filters, dealerName, onChange }: OrderFiltersProps) {
  const range: [Dayjs | null, Dayjs | null] | null =
    filters.from || filters.to ? [filters.from ? dayjs(filters.from) : null, filters.to ? dayjs(filters.to) : null] : null;
  const anyFilter = Boolean(filters.status || filters.paymentStatus || filters.from || filters.to || filters.q || filters.dealerId);
  return (
    <Space wrap>
      <Input.Search
        allowClear
        placeholder="Bestellnummer oder Firma"
        aria-label="Bestellungen durchsuchen"
        style={{ width: 260 }}
        maxLength={100}
        defaultValue={filters.q}
        onSearch={(q) => onChange({ q: q.trim() || undefined })}
      />
      <Select<OrderStatus | 'all'>
        aria-label="Bestellstatus filtern"
        style={{ width: 170 }}
        value={filters.status ?? 'all'}
        onChange={(status) => onChange({ status: status === 'all' ? undefined : status })}
        options={[{ value: 'all', label: 'Alle Bestellstatus' }, ...ORDER_STATUSES.map((value) => ({ value, label: orderStatusInfo(value).label }))]}
      />
      <Select<PaymentStatus | 'all'>
        aria-label="Zahlungsstatus filtern"
        style={{ width: 190 }}
        value={filters.paymentStatus ?? 'all'}
        onChange={(paymentStatus) => onChange({ paymentStatus: paymentStatus === 'all' ? undefined : paymentStatus })}
        options={[{ value: 'all', label: 'Alle Zahlungsstatus' }, ...PAYMENT_STATUSES.map((value) => ({ value, label: paymentStatusInfo(value).label }))]}
      />
      <DatePicker.RangePicker
        aria-label="Bestelldatum"
        format="DD.MM.YYYY"
        placeholder={['Bestellt ab', 'Bestellt bis']}
        allowEmpty={[true, true]}
        value={range}
        onChange={(dates) => onChange({ from: dates?.[0]?.format('YYYY-MM-DD'), to: dates?.[1]?.format('YYYY-MM-DD') })}
      />
      {filters.dealerId && (
        <Tag closable color="blue" onClose={() => onChange({ dealerId: undefined })} style={{ padding: '4px 8px' }}>
          Händler: {dealerName ?? 'ausgewählt'}
        </Tag>
      )}
      {anyFilter && (
        <Button type="link" onClick={() => onChange({ status: undefined, paymentStatus: undefined, from: undefined, to: undefined, q: undefined, dealerId: undefined })}>
          Filter zurücksetzen
        </Button>
      )}
    </Space>
  );
}
