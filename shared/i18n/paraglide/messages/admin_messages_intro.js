/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Messages_IntroInputs */

const en_admin_messages_intro = /** @type {(inputs: Admin_Messages_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What visitors wrote through the contact form.`)
};

const bn_admin_messages_intro = /** @type {(inputs: Admin_Messages_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`যোগাযোগ ফর্মে ভিজিটররা যা লিখেছেন।`)
};

/**
* | output |
* | --- |
* | "What visitors wrote through the contact form." |
*
* @param {Admin_Messages_IntroInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const admin_messages_intro = /** @type {((inputs?: Admin_Messages_IntroInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Messages_IntroInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_admin_messages_intro(inputs)
	return en_admin_messages_intro(inputs)
});
