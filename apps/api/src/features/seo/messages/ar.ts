import { BRAND } from "@atelier/shared/brand";
import type { SeoMessages } from "./en";

/*
 * The Arabic pages' titles and descriptions (issue 16), as the web app's messages say them
 * (apps/web/src/i18n/messages/ar `titles`). The label's name stays in Latin letters in titles, as
 * on its labels; in a sentence it is written in Arabic.
 */
const AR_BRAND = "ميزون زمالك";
const ABOUT =
  "ميزون زمالك دار أزياء قاهرية لقمصان القطن المصري وتفصيلات الكتان وتريكو الكشمير، نوصّلها إليكم في القاهرة والجيزة.";

export const ar: SeoMessages = {
  ogLocale: "ar_EG",
  home: { title: `${BRAND.name} · خياطة هادئة لأمسيات النيل الطويلة.`, description: ABOUT },
  pages: {
    "/products": {
      title: "مجموعتنا",
      description: `قمصان وتريكو وتفصيلات وفساتين من ${AR_BRAND}. الدفع عند الاستلام في القاهرة والجيزة.`,
    },
    "/policies": {
      title: "السياسات",
      description: "الدفع والتوصيل والإلغاء والإرجاع واسترداد المبالغ: كيف نعتني بكل طلب.",
    },
    "/about": { title: "من نحن", description: ABOUT },
    "/contact": {
      title: "تواصلوا معنا",
      description: `اتصلوا بـ${AR_BRAND} أو راسلوها: ${BRAND.contact.phones.join("، ")}، ${BRAND.contact.email}.`,
    },
    // The shopper's own pages, kept out of search results like their English twins.
    "/cart": { title: "حقيبة التسوق", description: "حقيبة تسوقكم.", noindex: true },
    "/search": {
      title: "البحث",
      description: "ابحثوا في المجموعة بالعربية أو بالإنجليزية.",
      noindex: true,
    },
    "/checkout": { title: "إتمام الطلب", description: "إتمام الطلب.", noindex: true },
    "/order-confirmation": { title: "تأكيد الطلب", description: "طلبكم.", noindex: true },
    "/verify-guest": {
      title: "تأكيد البريد الإلكتروني",
      description: "تأكيد طلبكم.",
      noindex: true,
    },
    "/login": {
      title: "تسجيل الدخول",
      description: `سجّلوا الدخول إلى حسابكم في ${AR_BRAND}.`,
      noindex: true,
    },
    "/signup": {
      title: "إنشاء حساب",
      description: `أنشئوا حسابكم في ${AR_BRAND}.`,
      noindex: true,
    },
    "/forgot-password": {
      title: "نسيتم كلمة المرور؟",
      description: "إعادة تعيين كلمة المرور.",
      noindex: true,
    },
    "/reset-password": {
      title: "إعادة تعيين كلمة المرور",
      description: "اختاروا كلمة مرور جديدة.",
      noindex: true,
    },
    "/account": { title: "حسابي", description: "طلباتكم وحسابكم.", noindex: true },
    "/track": {
      title: "تتبّعوا طلبكم",
      description: "اعثروا على طلبكم برقمه وبريدكم الإلكتروني.",
      noindex: true,
    },
  },
  orderPage: { title: "طلبكم", description: "طلبكم.", noindex: true },
  notFound: { title: "الصفحة غير موجودة", description: "عذرًا، لم نجد هذه الصفحة.", noindex: true },
  productNotFound: {
    title: "القطعة غير متوفرة",
    description: "هذه القطعة لم تعد متاحة.",
    noindex: true,
  },
  productBy: (title) => `${title} من ${AR_BRAND}.`,
  collectionPage: (title, page) => `${title}، صفحة ${page}`,
  searchFor: (q) => `البحث: ${q}`,
  pastEnd: { title: "مجموعتنا", description: "لا توجد قطع أخرى هنا.", noindex: true },
};
