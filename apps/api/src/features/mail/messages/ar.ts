import { BRAND } from "@atelier/shared/brand";
import type { MailMessages } from "./en";

/*
 * The shopper's e-mails in Arabic (issue 16): Modern Standard Arabic as a Cairo house writes to
 * its clients, warm and brief, in the polite plural the pages use (طلبكم، سنراسلكم), never the
 * singular (طلبك); the buttons speak as the shopper (تأكيد طلبي), as on the pages. Prices keep
 * Latin digits with the pound's Arabic symbol (ج.م), as docs/product.md#languages says; the
 * brand's name stays in Latin letters, as on its labels.
 */

/** Left-to-right isolate (U+2066…U+2069): an e-mail address or a phone number keeps its order. */
const ltr = (value: string) => `\u2066${value}\u2069`;

const money = new Intl.NumberFormat("en-EG", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const instapayInstructions = (orderId: number, amount: string) =>
  `يُرجى تحويل ${amount} عبر إنستاباي إلى ${ltr(BRAND.instapay.address)}، مع كتابة «الطلب ${orderId}» في ملاحظة التحويل، ثم إدخال الرقم المرجعي للتحويل في صفحة طلبكم. نشحن طلبكم فور تأكيد التحويل.`;

export const ar: MailMessages = {
  lang: "ar",
  dir: "rtl",
  money: (egp) => `${money.format(egp)} ج.م`,
  ltr,
  address: {
    floor: (floor) => `الطابق ${floor}`,
    apartment: (apartment) => `الشقة ${apartment}`,
    separator: "، ",
  },
  rows: {
    line: (title, size, quantity) => `${title} (${size}) × ${quantity}`,
    subtotal: "المجموع الفرعي",
    discount: (code) => `الخصم (${code})`,
    shipping: "الشحن",
    total: "الإجمالي",
    deliverTo: "التوصيل إلى",
  },
  viewOrder: "عرض طلبي",
  passwordReset: {
    subject: `إعادة تعيين كلمة المرور لحسابكم في ${BRAND.name}`,
    heading: "إعادة تعيين كلمة المرور",
    paragraphs: [
      "تلقّينا طلبًا لإعادة تعيين كلمة المرور الخاصة بحسابكم.",
      "يعمل الرابط أدناه مرة واحدة خلال ساعة. إن لم تطلبوه، فيمكنكم تجاهل هذه الرسالة.",
    ],
    action: "اختيار كلمة مرور جديدة",
  },
  guestVerification: {
    subject: `تأكيد طلبكم من ${BRAND.name}`,
    heading: "أكّدوا بريدكم الإلكتروني لإتمام طلبكم",
    paragraphs: [
      "شكرًا لتسوّقكم معنا. حرصًا على أمانكم، نتحقق من البريد الإلكتروني للضيف مرة واحدة قبل تسجيل طلبه الأول.",
      "افتحوا الرابط أدناه خلال 24 ساعة، وسيُسجَّل طلبكم على الفور.",
    ],
    action: "تأكيد طلبي",
  },
  confirmation: {
    subject: (orderId) => `طلبكم رقم ${orderId} من ${BRAND.name}`,
    heading: (orderId) => `استلمنا طلبكم رقم ${orderId}`,
    cod: [
      "شكرًا لكم. استلمنا طلبكم، وسيصلكم خلال 3 إلى 5 أيام عمل، على أن يكون الدفع نقدًا عند الاستلام.",
      "سنراسلكم مجددًا عند شحنه. يمكنكم متابعته من صفحته، أو إلغاؤه خلال 24 ساعة.",
    ],
    instapay: (orderId, amount) => [
      "شكرًا لكم. استلمنا طلبكم، وسيصلكم خلال 3 إلى 5 أيام عمل من تأكيد الدفع.",
      instapayInstructions(orderId, amount),
    ],
  },
  payment: {
    confirm: {
      subject: (orderId) => `طلبكم رقم ${orderId} من ${BRAND.name}: تأكّد الدفع`,
      heading: "وصلتنا دفعتكم",
      paragraphs: (orderId, amount) => [
        `الطلب رقم ${orderId}. تأكّد تحويلكم عبر إنستاباي بقيمة ${amount}، فلا يتبقى عليكم شيء عند الاستلام.`,
        "يُجهّز مشغلنا طلبكم الآن، وسنراسلكم مجددًا عند شحنه.",
      ],
    },
    online: {
      subject: (orderId) => `طلبكم رقم ${orderId} من ${BRAND.name}: وصلتنا الدفعة`,
      heading: "وصلتنا دفعتكم",
      paragraphs: (orderId, amount) => [
        `الطلب رقم ${orderId}. تمّ دفعكم بقيمة ${amount} بالبطاقة أو المحفظة الإلكترونية، فلا يتبقى عليكم شيء عند الاستلام.`,
        "يُجهّز مشغلنا طلبكم الآن، وسنراسلكم مجددًا عند شحنه.",
      ],
    },
    reject: {
      subject: (orderId) => `طلبكم رقم ${orderId} من ${BRAND.name}: لم نعثر على الدفعة`,
      heading: "تعذّر علينا تأكيد دفعتكم",
      paragraphs: (orderId, amount) => [
        `الطلب رقم ${orderId}. لم نعثر على تحويل عبر إنستاباي بقيمة ${amount} يطابق الرقم المرجعي الذي أرسلتموه.`,
        `${instapayInstructions(orderId, amount)} وإن كنتم قد دفعتم بالفعل، فيكفي أن تردّوا على هذه الرسالة مرفقين بها إيصال التحويل.`,
      ],
    },
  },
  status: {
    subject: (orderId, what) => `طلبكم رقم ${orderId} من ${BRAND.name}: ${what}`,
    orderNumber: (orderId) => `الطلب رقم ${orderId}.`,
    prepaidShipped: "طلبكم مدفوع عبر إنستاباي، فلا يتبقى عليكم شيء عند الاستلام.",
    prepaidShippedOnline: "طلبكم مدفوع بالبطاقة أو المحفظة، فلا يتبقى عليكم شيء عند الاستلام.",
    kinds: {
      processing: {
        subject: "قيد التجهيز",
        heading: "نُجهّز طلبكم الآن",
        text: ["تأكّد طلبكم، ويُجهّزه مشغلنا الآن بكل عناية.", "سنراسلكم مجددًا عند شحنه."],
      },
      shipped: {
        subject: "في الطريق إليكم",
        heading: "طلبكم في الطريق إليكم",
        text: [
          "غادر طلبكم مشغلنا، وسيصلكم خلال 3 إلى 5 أيام عمل.",
          "يُرجى تجهيز المبلغ، فالدفع نقدًا عند الاستلام.",
        ],
      },
      delivered: {
        subject: "تم التسليم",
        heading: "وصلكم طلبكم",
        text: [
          "نتمنى أن تسعدكم كل قطعة فيه.",
          "وإن لم يكن شيء على ما يرام، يمكنكم طلب الإرجاع خلال 7 أيام من صفحة الطلب.",
        ],
      },
      canceled_by_store: {
        subject: "أُلغي الطلب",
        heading: "أُلغي طلبكم",
        text: [
          "نعتذر إليكم، فقد اضطررنا إلى إلغاء طلبكم. لن يُسلَّم شيء.",
          "إن كانت لديكم أي أسئلة، فيكفي أن تردّوا على هذه الرسالة أو تتصلوا بنا.",
        ],
      },
      canceled_by_shopper: {
        subject: "أُلغي الطلب",
        heading: "أُلغي طلبكم",
        text: ["أُلغي طلبكم كما طلبتم. لن يُسلَّم شيء.", "نتطلع إلى لقائكم مجددًا قريبًا."],
      },
      return_requested: {
        subject: "استلمنا طلب الإرجاع",
        heading: "استلمنا طلب الإرجاع",
        text: [
          "شكرًا لإبلاغنا. سنتواصل معكم لترتيب موعد استلام القطع.",
          "يُردّ إليكم المبلغ فور وصول القطع إلينا.",
        ],
      },
      returned: {
        subject: "اكتمل الإرجاع",
        heading: "اكتمل الإرجاع",
        text: ["وصلتنا القطع، وسُجّل طلبكم مُرتجعًا.", "شكرًا لتسوّقكم معنا."],
      },
      returned_undelivered: {
        subject: "عاد الطلب إلينا",
        heading: "عاد طلبكم إلينا",
        text: [
          "عاد طلبكم إلى مشغلنا دون أن يُسلَّم، وقد أُغلق الآن.",
          "وإن كنتم لا تزالون ترغبون في هذه القطع، فيسعدنا أن تطلبوها من جديد.",
        ],
      },
    },
    money: {
      paid: "سنرد إليكم ما دفعتموه خلال 7 أيام عمل، بالطريقة التي دفعتم بها، كما توضح سياساتنا.",
      paidOnline:
        "سنرد إليكم ما دفعتموه خلال 7 أيام عمل، إلى البطاقة أو المحفظة التي دفعتم بها، كما توضح سياساتنا.",
      unpaid: "لم يُدفع أي مبلغ، فلا يُستحق عليكم شيء ولا يوجد ما يُرد.",
      transferUnconfirmed:
        "إن كنتم قد أرسلتم تحويل إنستاباي بالفعل، فيكفي أن تردّوا على هذه الرسالة بإيصاله وسنعيده إليكم.",
    },
  },
  backInStock: {
    subject: (piece, size) => `عاد إلى المخزون: ${piece}، مقاس ${size}`,
    heading: "عاد مقاسكم",
    paragraphs: (piece, size) => [
      `عاد مقاس ${size} من ${piece} إلى المخزون. طلبتم أن نخبركم، فأنتم من أوائل من يعلم.`,
      "تعود القطع بأعداد قليلة ولا يمكننا حجز قطعة لكم، فقد لا تبقى طويلًا.",
    ],
    action: (size) => `عرض القطعة بمقاس ${size}`,
    why: "نرسل إليكم هذه الرسالة مرة واحدة لأنكم طلبتم إبلاغكم حين يعود هذا المقاس، ولم تعودوا على قائمة انتظاره.",
    unsubscribe: "إيقاف كل رسائل العودة إلى المخزون",
  },
  tracking: {
    subject: (orderId) => `تتبّعوا طلبكم رقم ${orderId} من ${BRAND.name}`,
    heading: (orderId) => `الطلب رقم ${orderId}`,
    paragraphs: [
      "طلبتم رابطًا لمتابعة طلبكم. يفتح الرابط صفحة الطلب، بحالته وكل خطوة مرّ بها حتى الآن.",
      "إن لم تطلبوه، فيمكنكم تجاهل هذه الرسالة.",
    ],
    action: "تتبّع طلبي",
  },
  parcel: {
    line: (courier, number) => `يصلكم طلبكم مع ${ltr(courier)}، ورقم التتبّع ${ltr(number)}.`,
    courier: "شركة الشحن",
    number: "رقم التتبّع",
    link: "تتبّعوا شحنتكم",
    subject: (orderId) => `طلبكم رقم ${orderId} من ${BRAND.name}: رقم التتبّع`,
    heading: "رقم تتبّع شحنتكم",
    text: "يمكنكم متابعة شحنتكم على صفحة شركة الشحن، أو على صفحة طلبكم.",
  },
};
