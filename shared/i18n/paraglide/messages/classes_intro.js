/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Classes_IntroInputs */

const en_classes_intro = /** @type {(inputs: Classes_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approved classes from our instructors. Select the ones you like, then pay for all of them at once from your dashboard.`)
};

const bn_classes_intro = /** @type {(inputs: Classes_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আমাদের ইনস্ট্রাক্টরদের অনুমোদিত ক্লাসগুলো এখানে। পছন্দের ক্লাসগুলো সিলেক্ট করুন, তারপর ড্যাশবোর্ড থেকে একবারেই সবগুলোর পেমেন্ট করুন।`)
};

/**
* | output |
* | --- |
* | "Approved classes from our instructors. Select the ones you like, then pay for all of them at once from your dashboard." |
*
* @param {Classes_IntroInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const classes_intro = /** @type {((inputs?: Classes_IntroInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Classes_IntroInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_classes_intro(inputs)
	return en_classes_intro(inputs)
});
