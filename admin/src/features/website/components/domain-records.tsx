import { APEX_ADDRESS_MISSING_MESSAGE, type DnsRecord } from '#core/domains/domains.ts';
import { Breakable, CopyButton } from './domain-parts.tsx';

const copyLabel = (record: DnsRecord) => `Copy the value of the ${record.type} record for ${record.name}`;

function Value({ record }: { record: DnsRecord }) {
  if (record.value === null) return <span className="text-amber-900">{APEX_ADDRESS_MISSING_MESSAGE}</span>;
  return <code className="font-mono text-[0.8125rem] break-all text-slate-900">{record.value}</code>;
}

/**
 * The records a domain needs at the owner's DNS provider, as spec 3's table (type, name, value, TTL)
 * with a copy button per row. A phone shows each record as a block: four columns of long names do not fit 390 px.
 */
export function DnsRecords({ hostname, records }: { hostname: string; records: DnsRecord[] }) {
  const caption = `DNS records for ${hostname}`;
  return (
    <div>
      <table className="hidden w-full table-fixed border-separate border-spacing-0 text-left text-sm sm:table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <th scope="col" className="w-20 border-b border-slate-200 py-2 pr-3">
              Type
            </th>
            <th scope="col" className="w-[38%] border-b border-slate-200 py-2 pr-3">
              Name
            </th>
            <th scope="col" className="border-b border-slate-200 py-2 pr-3">
              Value
            </th>
            <th scope="col" className="w-16 border-b border-slate-200 py-2 pr-3">
              TTL
            </th>
            <th scope="col" className="w-24 border-b border-slate-200 py-2">
              <span className="sr-only">Copy</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={`${record.type}-${record.name}-${record.value}`} className="align-middle">
              <td className="border-b border-slate-100 py-2 pr-3 font-semibold text-slate-900">{record.type}</td>
              <td className="border-b border-slate-100 py-2 pr-3">
                <code className="font-mono text-[0.8125rem] break-words text-slate-900">
                  <Breakable text={record.name} />
                </code>
              </td>
              <td className="border-b border-slate-100 py-2 pr-3">
                <Value record={record} />
              </td>
              <td className="border-b border-slate-100 py-2 pr-3 tabular-nums text-slate-700">{record.ttl}</td>
              <td className="border-b border-slate-100 py-2 text-right">
                {record.value !== null && <CopyButton value={record.value} label={copyLabel(record)} />}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul aria-label={caption} className="space-y-2 sm:hidden">
        {records.map((record) => (
          <li key={`${record.type}-${record.name}-${record.value}`} className="rounded-xl border border-slate-200 bg-slate-50 p-3">
            <div className="flex items-start justify-between gap-3">
              <dl className="grid min-w-0 flex-1 grid-cols-[3.5rem_1fr] gap-x-2 gap-y-1 text-sm">
                <dt className="text-slate-600">Type</dt>
                <dd className="font-semibold text-slate-900">{record.type}</dd>
                <dt className="text-slate-600">Name</dt>
                <dd className="min-w-0">
                  <code className="font-mono text-[0.8125rem] break-words text-slate-900">
                    <Breakable text={record.name} />
                  </code>
                </dd>
                <dt className="text-slate-600">Value</dt>
                <dd className="min-w-0">
                  <Value record={record} />
                </dd>
                <dt className="text-slate-600">TTL</dt>
                <dd className="tabular-nums text-slate-700">{record.ttl}</dd>
              </dl>
              {record.value !== null && <CopyButton value={record.value} label={copyLabel(record)} />}
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-slate-600 text-pretty">
        If your DNS provider adds your domain to names itself, enter only the part of the name before it.
      </p>
    </div>
  );
}
