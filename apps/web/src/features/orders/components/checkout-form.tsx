import { useT } from "@/i18n";
import * as React from "react";
import { Link } from "@/lib/router";
import { ArrowLeft, MailCheck } from "lucide-react";
import {
  CITY_MAX,
  citiesInOrder,
  citySuggestions,
  hasCityList,
  isEgyptianMobile,
  isEmail,
  normalizePhone,
  placeName,
} from "@atelier/shared/egypt";
import { daysRange, servedGovernorates } from "@atelier/shared/shipping";
import { formatEGP } from "@atelier/shared/money";
import type { PaymentMethod, PlacedOrder } from "@atelier/shared/orders";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { OrderSummary } from "@/components/ui/order-summary";
import { invalidProps, useFieldErrors } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Separator } from "@/components/ui/separator";
import { cn } from "@/lib/cn";
import { toast } from "@/lib/toast";
import type { CartItem } from "@/features/cart";
import { useShippingZones } from "@/features/shipping";
import {
  DISCOUNT_FIELD_ID,
  DiscountField,
  discountedBasket,
  useDiscount,
} from "@/features/discounts";
import { usePaymentOptions } from "../api/payment-options";
import { placeOrderFailure, usePlaceOrder } from "../api/place-order";
import { PaymentMethodField } from "./payment-method-field";
import { CONTROL_IDS, Field, Section } from "./checkout-frame";
import { SummaryLine } from "./checkout-summary-line";
import { withPrefill } from "../checkout-prefill";
import {
  basketProblem,
  checkoutProblems,
  emptyCheckoutFields,
  orderPayload,
  type CheckoutField,
  type CheckoutFields,
} from "../checkout-rules";

/**
 * The checkout (docs/product.md#orders). The page decides what "placed" and "failed" mean for its
 * basket (the cart or the Buy Now item), so this form never reaches into the cart.
 */
export function CheckoutForm({
  items,
  backTo,
  initialEmail = "",
  prefill,
  onPlaced,
  onFailed,
}: {
  items: readonly CartItem[];
  backTo: string;
  initialEmail?: string;
  /** The signed-in shopper's details from her last order; fills what she has not typed. */
  prefill?: Partial<CheckoutFields> | null | undefined;
  onPlaced: (order: PlacedOrder) => void;
  onFailed: () => void;
}) {
  const { t, locale } = useT();
  const place = usePlaceOrder(t);
  const [fields, setFields] = React.useState<CheckoutFields>(() =>
    emptyCheckoutFields(initialEmail),
  );
  // Once, when it arrives (it may come after the shopper has started typing).
  const prefilled = React.useRef(false);
  React.useEffect(() => {
    if (!prefill || prefilled.current) return;
    prefilled.current = true;
    setFields((f) => withPrefill(f, prefill));
  }, [prefill]);
  // Set when the server holds a guest's order until the e-mailed link is opened (409).
  const [verificationSentTo, setVerificationSentTo] = React.useState<string | null>(null);
  const noticeRef = React.useRef<HTMLDivElement>(null);

  React.useEffect(() => {
    if (verificationSentTo)
      noticeRef.current?.scrollIntoView?.({ behavior: "smooth", block: "center" });
  }, [verificationSentTo]);

  const set =
    (name: keyof CheckoutFields) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setFields((f) => ({ ...f, [name]: event.target.value }));
  // docs/product.md#orders: a new governorate clears the city, whose list depends on it.
  const setGovernorate = (event: React.ChangeEvent<HTMLSelectElement>) =>
    setFields((f) => ({ ...f, governorate: event.target.value, city: "" }));
  // In the page's alphabetical order: on /ar, by the Arabic names. Cairo and Giza list theirs;
  // elsewhere the shopper types the city, offered the governorate's main cities (issue 30).
  const listed = hasCityList(fields.governorate);
  const cities = citiesInOrder(fields.governorate, locale);
  const suggestions = citySuggestions(fields.governorate, locale);

  // docs/product.md#shipping-zones: the governorates of the enabled zones; the fee, the estimate
  // and cash on delivery follow the chosen one's zone.
  const { zones, isLoaded } = useShippingZones();
  const governorates = servedGovernorates(zones);
  // A governorate no zone serves any more (a last order's, pre-filled) is asked for again.
  const unserved =
    isLoaded && fields.governorate !== "" && !governorates.some((g) => g === fields.governorate);
  React.useEffect(() => {
    if (unserved) setFields((f) => ({ ...f, governorate: "", city: "" }));
  }, [unserved]);
  // The bag's code (issue 31), checked again for this customer once her details are complete.
  const discount = useDiscount(items, {
    ...(isEmail(fields.email.trim()) ? { email: fields.email.trim() } : {}),
    ...(isEgyptianMobile(fields.phone) ? { phone: normalizePhone(fields.phone) } : {}),
    ...(fields.governorate ? { governorate: fields.governorate } : {}),
  });
  const lines = items.map((i) => ({ unitPrice: i.price, quantity: i.quantity }));
  const {
    totals,
    shipping,
    discount: codeLine,
  } = discountedBasket(zones, lines, discount.quote, fields.governorate);
  const zone = shipping.zone;
  const overLimit = basketProblem(items, t);

  // docs/product.md#payments: cash on delivery unless this customer or total may not use it.
  const [chosenMethod, setPaymentMethod] = React.useState<PaymentMethod>("cod");
  // Each invalid field says so under it once the shopper tries to order (docs/product.md#forms).
  const problems = checkoutProblems(fields, t);
  const { errors, check } = useFieldErrors(problems, (field) => CONTROL_IDS[field]);
  const invalid = (field: CheckoutField) => invalidProps(CONTROL_IDS[field], errors[field]);
  // Asked once the form is complete (nothing is sent for a form or basket that will not go).
  const ready = !overLimit && problems.length === 0 && items.length > 0;
  const paymentOptions = usePaymentOptions(fields.email, fields.phone, totals.total, ready);
  // A zone without cash on delivery offers Instapay only, and says why (issue 30).
  const zoneRefusesCod = zone !== undefined && !zone.cod;
  const offered = paymentOptions.data?.methods ?? (["cod", "instapay"] as const);
  const methods: readonly PaymentMethod[] = zoneRefusesCod
    ? offered.filter((m) => m !== "cod")
    : offered;
  const codOptions = zoneRefusesCod
    ? {
        methods: [...methods],
        reason: t("checkout.codZone", { governorate: placeName(fields.governorate, locale) }),
      }
    : paymentOptions.data;
  const paymentMethod = methods.includes(chosenMethod) ? chosenMethod : "instapay";

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (place.isPending) return;
    // docs/product.md#orders: the first problem is also a toast, in its words.
    const first = check()[0];
    const problem = first
      ? { title: first.title ?? "", description: first.message }
      : items.length === 0
        ? { title: t("checkout.emptyCart"), description: t("checkout.emptyCartText") }
        : overLimit;
    if (problem) {
      toast.error(problem.title, { description: problem.description });
      return;
    }
    setVerificationSentTo(null);
    // The order's e-mails follow the language it was placed in (docs/product.md#status-e-mails).
    const payload = {
      ...orderPayload(fields, items),
      paymentMethod,
      language: locale,
      // The server works out the discount again; the code is all the client sends.
      ...(discount.code ? { discountCode: discount.code } : {}),
    };
    // The hook shows the toasts; the form only decides where the shopper goes next.
    place.mutate(payload, {
      onSuccess: (order) => {
        discount.remove();
        onPlaced(order);
      },
      onError: (error) => {
        const failure = placeOrderFailure(error);
        // The code stopped applying (used up meanwhile): it goes, its reason shows in its field,
        // and the form stays as it is to be placed without it.
        if (failure === "discount-refused") {
          discount.refuse(error);
          requestAnimationFrame(() => document.getElementById(DISCOUNT_FIELD_ID)?.focus());
        }
        // The form stays as it is, with the notice of the e-mailed link above it.
        if (failure === "verification-required") setVerificationSentTo(payload.customer_email);
        else if (failure === "failed") onFailed();
        // Cash on delivery refused by the server: ask again, so only Instapay is offered.
        else if (failure === "cod-not-available") void paymentOptions.refetch();
        // Too many orders awaiting confirmation: the form and the basket stay as they are.
      },
    });
  };

  return (
    <div className="flex flex-col gap-10">
      <header className="flex flex-col gap-6">
        <Button
          asChild
          variant="ghost"
          size="sm"
          className="-ms-4 w-fit text-muted-foreground hover:text-foreground"
        >
          <Link to={backTo}>
            <ArrowLeft className="rtl:-scale-x-100" strokeWidth={1.25} aria-hidden="true" />
            {t("checkout.back")}
          </Link>
        </Button>
        <div className="flex flex-col gap-3">
          <p className="eyebrow text-camel-ink">{t("checkout.eyebrow")}</p>
          <h1 className="display text-5xl sm:text-6xl">{t("checkout.title")}</h1>
        </div>
      </header>

      {verificationSentTo && (
        <div ref={noticeRef} className="scroll-mt-24">
          <Alert variant="secondary" role="status">
            <MailCheck strokeWidth={1.25} aria-hidden="true" />
            <AlertTitle>{t("checkout.confirmTitle")}</AlertTitle>
            <AlertDescription>
              <p>
                {(() => {
                  // The address, kept left to right, where the sentence puts it.
                  const [before, after] = t("checkout.confirmSent").split("{email}");
                  return (
                    <>
                      {before}
                      <span className="break-words text-foreground" dir="ltr">
                        {verificationSentTo}
                      </span>
                      {after}
                    </>
                  );
                })()}
              </p>
              <p className="text-xs">{t("checkout.confirmHelp")}</p>
            </AlertDescription>
          </Alert>
        </div>
      )}

      <form
        noValidate
        onSubmit={submit}
        className="grid gap-14 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-16"
      >
        <div className="flex flex-col gap-14">
          <Section id="personal-information" number="01" title={t("checkout.personal")}>
            <div className="grid grid-cols-2 gap-x-4 gap-y-6 sm:gap-x-6">
              <Field
                id="checkout-first-name"
                error={errors.firstName}
                label={t("checkout.firstName")}
              >
                <Input
                  id="checkout-first-name"
                  {...invalid("firstName")}
                  name="firstName"
                  autoComplete="given-name"
                  required
                  value={fields.firstName}
                  onChange={set("firstName")}
                />
              </Field>
              <Field id="checkout-last-name" error={errors.lastName} label={t("checkout.lastName")}>
                <Input
                  id="checkout-last-name"
                  {...invalid("lastName")}
                  name="lastName"
                  autoComplete="family-name"
                  required
                  value={fields.lastName}
                  onChange={set("lastName")}
                />
              </Field>
              <Field
                id="checkout-email"
                error={errors.email}
                label={t("checkout.email")}
                className="col-span-2 sm:col-span-1"
              >
                <Input
                  id="checkout-email"
                  {...invalid("email")}
                  name="email"
                  type="email"
                  autoComplete="email"
                  required
                  value={fields.email}
                  onChange={set("email")}
                />
              </Field>
              <Field
                id="checkout-phone"
                error={errors.phone}
                label={t("checkout.phone")}
                className="col-span-2 sm:col-span-1"
              >
                <Input
                  id="checkout-phone"
                  {...invalid("phone")}
                  name="phone"
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  placeholder="01X XXXX XXXX"
                  required
                  value={fields.phone}
                  onChange={set("phone")}
                />
              </Field>
            </div>
          </Section>

          <Section id="shipping-address" number="02" title={t("checkout.shipping")}>
            <div className="grid grid-cols-2 gap-x-4 gap-y-6 sm:gap-x-6">
              <Field
                id="checkout-address"
                error={errors.address}
                label={t("checkout.address")}
                className="col-span-2"
              >
                <Input
                  id="checkout-address"
                  {...invalid("address")}
                  name="address"
                  autoComplete="street-address"
                  placeholder={t("checkout.addressPlaceholder")}
                  required
                  value={fields.address}
                  onChange={set("address")}
                />
              </Field>
              <Field id="checkout-floor" label={t("checkout.floor")}>
                <Input
                  id="checkout-floor"
                  name="floor"
                  inputMode="numeric"
                  value={fields.floor}
                  onChange={set("floor")}
                />
              </Field>
              <Field id="checkout-apartment" label={t("checkout.apartment")}>
                <Input
                  id="checkout-apartment"
                  name="apartment"
                  value={fields.apartment}
                  onChange={set("apartment")}
                />
              </Field>
              <Field
                id="checkout-governorate"
                error={errors.governorate}
                label={t("checkout.governorate")}
                className="col-span-2 sm:col-span-1"
              >
                <NativeSelect
                  id="checkout-governorate"
                  {...invalid("governorate")}
                  name="governorate"
                  autoComplete="address-level1"
                  required
                  value={fields.governorate}
                  onChange={setGovernorate}
                  className={cn(!fields.governorate && "text-muted-foreground")}
                >
                  <option value="" disabled>
                    {t("checkout.selectGovernorate")}
                  </option>
                  {/* The place's name in the page's language; the value stays canonical. */}
                  {governorates.map((g) => (
                    <option key={g} value={g}>
                      {placeName(g, locale)}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
              <Field
                id="checkout-city"
                error={errors.city}
                label={t("checkout.city")}
                className="col-span-2 sm:col-span-1"
              >
                {fields.governorate && !listed ? (
                  <>
                    <Input
                      id="checkout-city"
                      {...invalid("city")}
                      name="city"
                      autoComplete="address-level2"
                      required
                      maxLength={CITY_MAX}
                      placeholder={t("checkout.cityPlaceholder")}
                      list={suggestions.length ? "checkout-city-suggestions" : undefined}
                      value={fields.city}
                      onChange={set("city")}
                    />
                    {suggestions.length > 0 && (
                      <datalist
                        id="checkout-city-suggestions"
                        aria-label={t("checkout.citySuggestions", {
                          governorate: placeName(fields.governorate, locale),
                        })}
                      >
                        {suggestions.map((c) => (
                          <option key={c} value={c} />
                        ))}
                      </datalist>
                    )}
                  </>
                ) : (
                  <NativeSelect
                    id="checkout-city"
                    {...invalid("city")}
                    name="city"
                    autoComplete="address-level2"
                    required
                    disabled={!cities.length}
                    value={fields.city}
                    onChange={set("city")}
                    className={cn(!fields.city && "text-muted-foreground")}
                  >
                    <option value="" disabled>
                      {t(cities.length ? "checkout.selectCity" : "checkout.governorateFirst")}
                    </option>
                    {cities.map((c) => (
                      <option key={c} value={c}>
                        {placeName(c, locale)}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </Field>
            </div>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {zone
                ? t(shipping.free ? "checkout.deliveryZoneFree" : "checkout.deliveryZone", {
                    zone: locale === "ar" ? zone.nameAr : zone.name,
                    days: daysRange(zone.days),
                    fee: formatEGP(shipping.fee, locale),
                  })
                : t("checkout.deliveryPick")}
            </p>
          </Section>

          <Section id="payment" number="03" title={t("checkout.payment")}>
            <PaymentMethodField
              methods={methods}
              options={codOptions}
              value={paymentMethod}
              onChange={setPaymentMethod}
            />
          </Section>
        </div>

        <Section
          id="order-summary"
          number="04"
          title={t("summary.title")}
          className="h-fit gap-5 lg:sticky lg:top-24"
        >
          <ul className="-mt-2 divide-y divide-border">
            {items.map((item) => (
              <SummaryLine key={`${item.id}-${item.color?.id}-${item.selectedSize}`} item={item} />
            ))}
          </ul>
          <Separator />
          <DiscountField discount={discount} />
          <OrderSummary
            totals={totals}
            discount={codeLine}
            shipping={shipping.free ? "free" : shipping.from ? "from" : undefined}
          />
          {zones.freeShippingOver !== null && !shipping.free && (
            <p className="text-xs text-muted-foreground">
              {t("summary.freeOver", { amount: formatEGP(zones.freeShippingOver, locale) })}
            </p>
          )}
          {overLimit && (
            <p role="alert" className="text-sm text-destructive">
              {overLimit.description}
            </p>
          )}
          <Button
            type="submit"
            size="lg"
            className="mt-2 w-full"
            data-primary-action
            disabled={place.isPending}
            aria-busy={place.isPending}
          >
            {t(place.isPending ? "checkout.processing" : "checkout.placeOrder")}
          </Button>
          <p className="text-center text-xs leading-relaxed text-muted-foreground">
            {t("checkout.agree")}{" "}
            <Link
              to="/policies"
              className="underline decoration-camel underline-offset-4 hover:text-foreground"
            >
              {t("checkout.terms")}
            </Link>
            .
          </p>
        </Section>
      </form>
    </div>
  );
}
