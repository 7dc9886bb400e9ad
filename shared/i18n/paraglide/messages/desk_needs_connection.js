/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Desk_Needs_ConnectionInputs */

const en_desk_needs_connection = /** @type {(inputs: Desk_Needs_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recording a payment needs the connection: nothing is kept to send later.`)
};

const bn_desk_needs_connection = /** @type {(inputs: Desk_Needs_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পেমেন্ট রেকর্ড করতে ইন্টারনেট সংযোগ লাগবে: পরে পাঠানোর জন্য কিছুই রাখা হয় না।`)
};

/**
* | output |
* | --- |
* | "Recording a payment needs the connection: nothing is kept to send later." |
*
* @param {Desk_Needs_ConnectionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const desk_needs_connection = /** @type {((inputs?: Desk_Needs_ConnectionInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Desk_Needs_ConnectionInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_desk_needs_connection(inputs)
	return en_desk_needs_connection(inputs)
});
