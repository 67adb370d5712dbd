/** [name, state, delivery charge in rupees]. Metros ship free; far-flung places cost more. */
export const seedCities: [string, string, number][] = [
  ['Mumbai', 'Maharashtra', 0], ['Delhi', 'Delhi', 0], ['Bengaluru', 'Karnataka', 0], ['Hyderabad', 'Telangana', 0],
  ['Chennai', 'Tamil Nadu', 0], ['Kolkata', 'West Bengal', 0], ['Pune', 'Maharashtra', 49], ['Ahmedabad', 'Gujarat', 49],
  ['Jaipur', 'Rajasthan', 49], ['Surat', 'Gujarat', 49], ['Lucknow', 'Uttar Pradesh', 49], ['Kanpur', 'Uttar Pradesh', 79],
  ['Nagpur', 'Maharashtra', 79], ['Indore', 'Madhya Pradesh', 49], ['Bhopal', 'Madhya Pradesh', 79], ['Visakhapatnam', 'Andhra Pradesh', 79],
  ['Patna', 'Bihar', 99], ['Vadodara', 'Gujarat', 49], ['Ludhiana', 'Punjab', 79], ['Agra', 'Uttar Pradesh', 79],
  ['Nashik', 'Maharashtra', 79], ['Gurugram', 'Haryana', 0], ['Noida', 'Uttar Pradesh', 0], ['Chandigarh', 'Chandigarh', 49],
  ['Kochi', 'Kerala', 79], ['Thiruvananthapuram', 'Kerala', 99], ['Coimbatore', 'Tamil Nadu', 79], ['Madurai', 'Tamil Nadu', 99],
  ['Mysuru', 'Karnataka', 79], ['Mangaluru', 'Karnataka', 99], ['Goa', 'Goa', 79], ['Bhubaneswar', 'Odisha', 99],
  ['Guwahati', 'Assam', 149], ['Shillong', 'Meghalaya', 149], ['Dehradun', 'Uttarakhand', 99], ['Varanasi', 'Uttar Pradesh', 99],
  ['Amritsar', 'Punjab', 99], ['Raipur', 'Chhattisgarh', 99], ['Ranchi', 'Jharkhand', 99], ['Udaipur', 'Rajasthan', 99],
  ['Jodhpur', 'Rajasthan', 99], ['Vijayawada', 'Andhra Pradesh', 79], ['Srinagar', 'Jammu and Kashmir', 149], ['Port Blair', 'Andaman and Nicobar Islands', 149],
];

/** Listed but not yet served, so it is stored inactive. */
export const inactiveCities: [string, string, number][] = [['Leh', 'Ladakh', 149]];
