import * as React from "react";
import { Pencil, Plus } from "lucide-react";
import { GOVERNORATE_TABLE, type GovernorateCode } from "@atelier/shared/egypt";
import { formatEGP } from "@atelier/shared/money";
import {
  daysRange,
  MAX_DELIVERY_DAYS,
  MAX_SHIPPING_FEE,
  ZONE_NAME_MAX,
  type AdminShippingZone,
  type ShippingZoneCreate,
} from "@atelier/shared/shipping";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { PageHeader } from "@/components/layout/page";
import { cn } from "@/lib/cn";
import {
  useAdminShippingZones,
  useCreateZone,
  useSetFreeShipping,
  useUpdateZone,
} from "../api/admin-shipping";

type Draft = {
  name: string;
  nameAr: string;
  fee: string;
  daysMin: string;
  daysMax: string;
  cod: boolean;
  enabled: boolean;
  governorates: string[];
};

const draftOf = (zone: AdminShippingZone | null): Draft => ({
  name: zone?.name ?? "",
  nameAr: zone?.nameAr ?? "",
  fee: zone ? String(zone.fee) : "",
  daysMin: zone ? String(zone.days.min) : "",
  daysMax: zone ? String(zone.days.max) : "",
  cod: zone?.cod ?? true,
  enabled: zone?.enabled ?? true,
  governorates: zone ? [...zone.governorates] : [],
});

/** The draft as the API takes it; the server checks every field again and names the wrong one. */
const bodyOf = (d: Draft): ShippingZoneCreate => ({
  name: d.name,
  nameAr: d.nameAr,
  fee: d.fee,
  days: { min: Number(d.daysMin), max: Number(d.daysMax) },
  cod: d.cod,
  enabled: d.enabled,
  governorates: d.governorates,
});

const governorateName = (code: string) => GOVERNORATE_TABLE.find((g) => g[0] === code)?.[1] ?? code;

function TextField({
  id,
  label,
  value,
  onChange,
  ...rest
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
} & Omit<React.ComponentProps<"input">, "onChange" | "value" | "id">) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} value={value} onChange={(e) => onChange(e.target.value)} {...rest} />
    </div>
  );
}

/** A zone's editor: names, fee, estimate, cash on delivery, enabled, and its governorates. */
function ZoneForm({
  zone,
  zones,
  busy,
  onSave,
  onCancel,
}: {
  zone: AdminShippingZone | null;
  zones: AdminShippingZone[];
  busy: boolean;
  onSave: (draft: Draft) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = React.useState(() => draftOf(zone));
  const set =
    <K extends keyof Draft>(key: K) =>
    (value: Draft[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));
  const owner = (code: string) =>
    zones.find((z) => z.id !== zone?.id && z.governorates.includes(code));
  const toggle = (code: GovernorateCode) =>
    setDraft((d) => ({
      ...d,
      governorates: d.governorates.includes(code)
        ? d.governorates.filter((c) => c !== code)
        : [...d.governorates, code],
    }));
  const title = zone ? `Edit ${zone.name}` : "New zone";
  return (
    <form
      aria-label={title}
      className="flex flex-col gap-8 border border-border bg-card p-6 sm:p-8"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(draft);
      }}
    >
      <h2 className="font-serif text-3xl leading-tight">{title}</h2>
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          id="zone-name"
          label="Name"
          value={draft.name}
          onChange={set("name")}
          maxLength={ZONE_NAME_MAX}
          required
        />
        <TextField
          id="zone-name-ar"
          label="Name in Arabic"
          value={draft.nameAr}
          onChange={set("nameAr")}
          maxLength={ZONE_NAME_MAX}
          dir="rtl"
          lang="ar"
          required
        />
        <TextField
          id="zone-fee"
          label="Fee (EGP)"
          value={draft.fee}
          onChange={set("fee")}
          inputMode="decimal"
          type="number"
          min={0}
          max={MAX_SHIPPING_FEE}
          step="0.01"
          required
        />
        <div className="grid grid-cols-2 gap-4">
          <TextField
            id="zone-days-min"
            label="Delivery from (days)"
            value={draft.daysMin}
            onChange={set("daysMin")}
            type="number"
            min={0}
            max={MAX_DELIVERY_DAYS}
            required
          />
          <TextField
            id="zone-days-max"
            label="to (days)"
            value={draft.daysMax}
            onChange={set("daysMax")}
            type="number"
            min={0}
            max={MAX_DELIVERY_DAYS}
            required
          />
        </div>
      </div>
      <div className="flex flex-col gap-3">
        <label className="flex items-center gap-3 text-sm">
          <input
            type="checkbox"
            checked={draft.cod}
            onChange={(e) => set("cod")(e.target.checked)}
            className="size-4 accent-foreground"
          />
          Cash on delivery is taken in this zone
        </label>
        <label className="flex items-center gap-3 text-sm">
          <input
            type="checkbox"
            checked={draft.enabled}
            onChange={(e) => set("enabled")(e.target.checked)}
            className="size-4 accent-foreground"
          />
          Enabled: the checkout offers its governorates
        </label>
      </div>
      <fieldset className="flex flex-col gap-4">
        <legend className="eyebrow mb-4 text-muted-foreground">Governorates</legend>
        <p className="-mt-2 text-xs text-muted-foreground">
          A governorate belongs to one zone: take it out of its zone before adding it here.
        </p>
        <div className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
          {GOVERNORATE_TABLE.map(([code, name, ar]) => {
            const taken = owner(code);
            const id = `zone-gov-${code}`;
            return (
              <label
                key={code}
                htmlFor={id}
                className={cn(
                  "flex items-start gap-3 text-sm",
                  taken ? "text-muted-foreground" : "cursor-pointer",
                )}
              >
                <input
                  id={id}
                  type="checkbox"
                  checked={draft.governorates.includes(code)}
                  disabled={Boolean(taken)}
                  onChange={() => toggle(code)}
                  className="mt-0.5 size-4 accent-foreground"
                />
                <span className="flex flex-col">
                  <span>
                    {name}{" "}
                    <span lang="ar" dir="rtl" className="text-muted-foreground">
                      {ar}
                    </span>
                  </span>
                  {taken && <span className="text-xs">In {taken.name}</span>}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {zone ? "Save zone" : "Add zone"}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function FreeShipping({ value }: { value: number | null }) {
  const save = useSetFreeShipping();
  const [text, setText] = React.useState(value === null ? "" : String(value));
  React.useEffect(() => setText(value === null ? "" : String(value)), [value]);
  return (
    <section
      aria-labelledby="free-shipping"
      className="flex flex-col gap-5 border-t border-border pt-8"
    >
      <h2 id="free-shipping" className="font-serif text-3xl">
        Free shipping
      </h2>
      <p className="max-w-2xl text-sm leading-relaxed text-muted-foreground">
        {value === null
          ? "Every order pays its zone's fee."
          : `Orders from ${formatEGP(value)} ship free, in every zone.`}{" "}
        Leave the amount empty for no threshold.
      </p>
      <form
        className="flex flex-wrap items-end gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(text.trim() === "" ? null : Number(text));
        }}
      >
        <div className="flex flex-col gap-2">
          <Label htmlFor="free-shipping-over">Free shipping from (EGP)</Label>
          <Input
            id="free-shipping-over"
            type="number"
            min={0.01}
            step="0.01"
            inputMode="decimal"
            value={text}
            onChange={(e) => setText(e.target.value)}
            className="w-48"
          />
        </div>
        <Button type="submit" variant="outline" disabled={save.isPending}>
          Save threshold
        </Button>
      </form>
    </section>
  );
}

/**
 * /admin/shipping (docs/product.md#shipping-zones): the zones with their governorates, fee,
 * estimate, cash on delivery and whether enabled; adding and editing one; the free-shipping
 * threshold. Placed orders keep what they were priced.
 */
export function ShippingZonesAdmin() {
  const answer = useAdminShippingZones();
  const create = useCreateZone();
  const update = useUpdateZone();
  // The zone open in the editor: an id, "new", or none.
  const [open, setOpen] = React.useState<number | "new" | null>(null);
  const zones = answer.data?.zones ?? [];
  const editing = typeof open === "number" ? (zones.find((z) => z.id === open) ?? null) : null;
  const save = (draft: Draft) => {
    const done = { onSuccess: () => setOpen(null) };
    if (editing) update.mutate({ id: editing.id, patch: bodyOf(draft) }, done);
    else create.mutate(bodyOf(draft), done);
  };

  return (
    <div className="flex flex-col gap-12">
      <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
        <PageHeader eyebrow="Back office" title="Shipping Zones">
          The governorates the store delivers to, grouped in zones: each with its fee, its delivery
          time and whether the courier takes cash there. A governorate in no enabled zone is not
          offered at checkout. Orders already placed keep the fee they were placed with.
        </PageHeader>
        {open === null && (
          <Button
            variant="outline"
            className="self-start sm:self-auto"
            onClick={() => setOpen("new")}
          >
            <Plus strokeWidth={1.25} aria-hidden="true" />
            Add a zone
          </Button>
        )}
      </div>

      {answer.isError && (
        <p role="alert" className="text-sm text-destructive">
          Failed to load the shipping zones.
        </p>
      )}
      {open !== null && (open === "new" || editing) && (
        <ZoneForm
          key={String(open)}
          zone={editing}
          zones={zones}
          busy={create.isPending || update.isPending}
          onSave={save}
          onCancel={() => setOpen(null)}
        />
      )}

      {answer.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : (
        <ul
          aria-label="Shipping zones"
          className="flex flex-col divide-y divide-border border-y border-border"
        >
          {zones.map((zone) => (
            <li
              key={zone.id}
              className="flex flex-col gap-4 py-7 sm:flex-row sm:justify-between sm:gap-10"
            >
              <div className="flex min-w-0 flex-col gap-3">
                <h2 className="font-serif text-2xl leading-tight">
                  {zone.name}{" "}
                  <span lang="ar" dir="rtl" className="text-lg text-muted-foreground">
                    {zone.nameAr}
                  </span>
                </h2>
                <p className="text-sm tabular-nums">
                  {formatEGP(zone.fee)} · {daysRange(zone.days)} days ·{" "}
                  {zone.cod ? "Cash on delivery" : "No cash on delivery"} ·{" "}
                  <span className={zone.enabled ? "" : "text-destructive"}>
                    {zone.enabled ? "Enabled" : "Disabled"}
                  </span>
                </p>
                <p className="text-sm leading-relaxed text-muted-foreground">
                  {zone.governorates.length
                    ? zone.governorates.map(governorateName).join(", ")
                    : "No governorates yet"}
                </p>
              </div>
              <Button
                variant="ghost"
                size="sm"
                className="self-start"
                aria-label={`Edit ${zone.name}`}
                onClick={() => setOpen(zone.id)}
              >
                <Pencil strokeWidth={1.25} aria-hidden="true" />
                Edit
              </Button>
            </li>
          ))}
        </ul>
      )}

      {answer.data && <FreeShipping value={answer.data.freeShippingOver} />}
    </div>
  );
}
