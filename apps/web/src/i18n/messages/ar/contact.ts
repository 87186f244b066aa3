/** Arabic: the contact page. Typed as the English part, so a missing key is a type error. */
import type { Part } from "../types";

const ar: Part<"contact"> = {
  contact: {
    eyebrow: "في خدمتكم",
    title: "تواصلوا معنا",
    intro:
      "لاستشارة في المقاسات، أو لطلب في طريقه إليكم، أو لإرجاع قطعة، راسلونا أو اتصلوا بنا. يسعدنا أن نساعدكم.",
    call: "اتصلوا بنا",
    write: "راسلونا",
    orderNumber: "اذكروا رقم طلبكم، وسنجده على الفور.",
  },
};
export default ar;
