import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Input, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { ORDER_STATUSES, type OrderStatus, orderStatusInfo, PAYMENT_STATUSES, type PaymentStatus, paymentStatusInfo } from '@/components/orders/order-labels';
import { type AdminOrderFilters, orderDealerOptionsQueryOptions } from '../api/queries';

interface OrderFiltersProps {
  filters: AdminOrderFilters;
  onChange: (change: Partial<AdminOrderFilters>) => void;
}

/** Status, payment status, dealer, date range and number/company search; a dealer's name in a row sets the dealer too. */
export function OrderFilters({ filters, onChange }: OrderFiltersProps) {
  const dealers = useQuery(orderDealerOptionsQueryOptions());
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
      <Select<string>
        aria-label="Händler filtern"
        style={{ width: 220 }}
        showSearch
        allowClear
        optionFilterProp="label"
        placeholder="Alle Händler"
        value={filters.dealerId}
        onChange={(dealerId) => onChange({ dealerId: dealerId || undefined })}
        options={dealers.data ?? []}
        loading={dealers.isPending}
        notFoundContent="Kein Händler gefunden"
      />
      {anyFilter && (
        <Button type="link" onClick={() => onChange({ status: undefined, paymentStatus: undefined, from: undefined, to: undefined, q: undefined, dealerId: undefined })}>
          Filter zurücksetzen
        </Button>
      )}
    </Space>
  );
}
