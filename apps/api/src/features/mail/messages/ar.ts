import { BRAND } from "@atelier/shared/brand";
import type { MailMessages } from "./en";

/*
 * The shopper's e-mails in Arabic (issue 16): Modern Standard Arabic as a Cairo house writes to
 * its clients, warm and brief. Prices keep Latin digits with the pound's Arabic symbol (ج.م),
 * as DESIGN §8 asks; the brand's name stays in Latin letters, as on its labels.
 */

/** Left-to-right isolate (U+2066…U+2069): an e-mail address or a phone number keeps its order. */
const ltr = (value: string) => `\u2066${value}\u2069`;

const money = new Intl.NumberFormat("en-EG", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const instapayInstructions = (orderId: number, amount: string) =>
  `يُرجى تحويل ${amount} عبر إنستاباي إلى ${ltr(BRAND.instapay.address)}، مع كتابة «الطلب ${orderId}» في ملاحظة التحويل، ثم إدخال الرقم المرجعي للتحويل في صفحة طلبك. نشحن طلبك فور تأكيد التحويل.`;

export const ar: MailMessages = {
  lang: "ar",
  dir: "rtl",
  money: (egp) => `${money.format(egp)} ج.م`,
  ltr,
  address: {
    floor: (floor) => `الدور ${floor}`,
    apartment: (apartment) => `شقة ${apartment}`,
    separator: "، ",
  },
  rows: {
    line: (title, size, quantity) => `${title} (${size}) × ${quantity}`,
    subtotal: "المجموع الفرعي",
    shipping: "الشحن",
    total: "الإجمالي",
    deliverTo: "التوصيل إلى",
  },
  viewOrder: "عرض طلبي",
  passwordReset: {
    subject: `إعادة تعيين كلمة المرور لحسابك في ${BRAND.name}`,
    heading: "إعادة تعيين كلمة المرور",
    paragraphs: [
      "تلقّينا طلبًا لإعادة تعيين كلمة المرور الخاصة بحسابك.",
      "يعمل الرابط أدناه مرة واحدة خلال ساعة. إن لم تكن أنت من طلبه، فيمكنك تجاهل هذه الرسالة.",
    ],
    action: "اختيار كلمة مرور جديدة",
  },
  guestVerification: {
    subject: `تأكيد طلبك من ${BRAND.name}`,
    heading: "أكّد بريدك الإلكتروني لإتمام طلبك",
    paragraphs: [
      "شكرًا لتسوّقك معنا. حرصًا على أمانك، نتحقق من البريد الإلكتروني للضيف مرة واحدة قبل تسجيل طلبه الأول.",
      "افتح الرابط أدناه خلال 24 ساعة، وسيُسجَّل طلبك على الفور.",
    ],
    action: "تأكيد طلبي",
  },
  confirmation: {
    subject: (orderId) => `طلبك رقم ${orderId} من ${BRAND.name}`,
    heading: (orderId) => `استلمنا طلبك رقم ${orderId}`,
    cod: [
      "شكرًا لك. استلمنا طلبك، وسيصلك خلال 3 إلى 5 أيام عمل، على أن يكون الدفع نقدًا عند الاستلام.",
      "سنراسلك مجددًا عند شحنه. يمكنك متابعته من صفحته، أو إلغاؤه خلال 24 ساعة.",
    ],
    instapay: (orderId, amount) => [
      "شكرًا لك. استلمنا طلبك، وسيصلك خلال 3 إلى 5 أيام عمل من تأكيد الدفع.",
      instapayInstructions(orderId, amount),
    ],
  },
  payment: {
    confirm: {
      subject: (orderId) => `طلبك رقم ${orderId} من ${BRAND.name}: تأكّد الدفع`,
      heading: "وصلتنا دفعتك",
      paragraphs: (orderId, amount) => [
        `الطلب رقم ${orderId}. تأكّد تحويلك عبر إنستاباي بقيمة ${amount}، فلا يتبقى عليك شيء عند الاستلام.`,
        "يُجهّز مشغلنا طلبك الآن، وسنراسلك مجددًا عند شحنه.",
      ],
    },
    reject: {
      subject: (orderId) => `طلبك رقم ${orderId} من ${BRAND.name}: لم نعثر على الدفعة`,
      heading: "تعذّر علينا تأكيد دفعتك",
      paragraphs: (orderId, amount) => [
        `الطلب رقم ${orderId}. لم نعثر على تحويل عبر إنستاباي بقيمة ${amount} يطابق الرقم المرجعي الذي أرسلته.`,
        `${instapayInstructions(orderId, amount)} وإن كنت قد دفعت بالفعل، فيكفي أن ترد على هذه الرسالة مرفقًا بها إيصال التحويل.`,
      ],
    },
  },
  status: {
    subject: (orderId, what) => `طلبك رقم ${orderId} من ${BRAND.name}: ${what}`,
    orderNumber: (orderId) => `الطلب رقم ${orderId}.`,
    prepaidShipped: "طلبك مدفوع عبر إنستاباي، فلا يتبقى عليك شيء عند الاستلام.",
    kinds: {
      processing: {
        subject: "قيد التجهيز",
        heading: "نُجهّز طلبك الآن",
        text: ["تأكّد طلبك، ويُجهّزه مشغلنا الآن بكل عناية.", "سنراسلك مجددًا عند شحنه."],
      },
      shipped: {
        subject: "في الطريق إليك",
        heading: "طلبك في الطريق إليك",
        text: [
          "غادر طلبك مشغلنا، وسيصلك خلال 3 إلى 5 أيام عمل.",
          "يُرجى تجهيز المبلغ، فالدفع نقدًا عند الاستلام.",
        ],
      },
      delivered: {
        subject: "تم التسليم",
        heading: "وصلك طلبك",
        text: [
          "نتمنى أن تسعدك كل قطعة فيه.",
          "وإن لم يكن شيء على ما يرام، يمكنك طلب الإرجاع خلال 7 أيام من صفحة الطلب.",
        ],
      },
      canceled_by_store: {
        subject: "أُلغي الطلب",
        heading: "أُلغي طلبك",
        text: [
          "نعتذر إليك، فقد اضطررنا إلى إلغاء طلبك. لن يُسلَّم شيء، ولا يُستحق عليك أي مبلغ.",
          "إن كانت لديك أي أسئلة، فيكفي أن ترد على هذه الرسالة أو تتصل بنا.",
        ],
      },
      canceled_by_shopper: {
        subject: "أُلغي الطلب",
        heading: "أُلغي طلبك",
        text: [
          "أُلغي طلبك كما طلبت. لن يُسلَّم شيء، ولا يُستحق عليك أي مبلغ.",
          "نتطلع إلى لقائك مجددًا قريبًا.",
        ],
      },
      return_requested: {
        subject: "استلمنا طلب الإرجاع",
        heading: "استلمنا طلب الإرجاع",
        text: [
          "شكرًا لإبلاغنا. سنتواصل معك لترتيب موعد استلام القطع.",
          "يُرد إليك المبلغ فور وصول القطع إلينا.",
        ],
      },
      returned: {
        subject: "اكتمل الإرجاع ورُدّ المبلغ",
        heading: "اكتمل الإرجاع",
        text: ["وصلتنا القطع، وسُجّل طلبك مُرتجعًا.", "رددنا إليك المبلغ. شكرًا لتسوّقك معنا."],
      },
    },
  },
  tracking: {
    subject: (orderId) => `تتبّع طلبك رقم ${orderId} من ${BRAND.name}`,
    heading: (orderId) => `الطلب رقم ${orderId}`,
    paragraphs: [
      "طلبت رابطًا لمتابعة طلبك. يفتح الرابط صفحة الطلب، بحالته وكل خطوة مرّ بها حتى الآن.",
      "إن لم تكن أنت من طلبه، فيمكنك تجاهل هذه الرسالة.",
    ],
    action: "تتبّع طلبي",
  },
};
