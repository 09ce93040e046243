import type { Region } from './places';

interface RegionNames {
  male: readonly string[];
  female: readonly string[];
  surnames: readonly string[];
}

/** Common given names and surnames by region, so a city's demo people sound like its people. */
export const NAMES: Record<Region, RegionNames> = {
  marathi: {
    male: ['Aditya', 'Omkar', 'Siddharth', 'Tejas', 'Rohan', 'Prathamesh', 'Nikhil', 'Sagar'],
    female: ['Sayali', 'Aditi', 'Prajakta', 'Mrunal', 'Gauri', 'Shruti', 'Ketaki', 'Rutuja'],
    surnames: ['Deshpande', 'Kulkarni', 'Patil', 'Joshi', 'Gokhale', 'Jadhav', 'Shinde', 'Sawant'],
  },
  north: {
    male: ['Rahul', 'Ankit', 'Vikas', 'Saurabh', 'Abhishek', 'Kunal', 'Nitin', 'Varun', 'Ayush'],
    female: ['Neha', 'Pooja', 'Shivani', 'Ritika', 'Anjali', 'Kavya', 'Ishita', 'Nidhi', 'Tanvi'],
    surnames: ['Sharma', 'Verma', 'Gupta', 'Srivastava', 'Mishra', 'Tiwari', 'Chauhan', 'Saxena'],
  },
  punjabi: {
    male: ['Harpreet', 'Gurpreet', 'Jaskaran', 'Manpreet', 'Arjun', 'Karan', 'Rajat'],
    female: ['Simran', 'Harleen', 'Navneet', 'Jasleen', 'Mehak', 'Ravneet', 'Tanya'],
    surnames: ['Singh', 'Kaur', 'Gill', 'Malhotra', 'Kapoor', 'Sethi', 'Bajwa', 'Ahluwalia'],
  },
  kannada: {
    male: ['Karthik', 'Manjunath', 'Pradeep', 'Chethan', 'Darshan', 'Vinay', 'Shreyas'],
    female: ['Deepika', 'Sahana', 'Rashmi', 'Bhavana', 'Spoorthi', 'Ananya', 'Keerthana'],
    surnames: ['Gowda', 'Hegde', 'Shetty', 'Rao', 'Kamath', 'Bhat', 'Naik', 'Shenoy'],
  },
  telugu: {
    male: ['Srinivas', 'Venkatesh', 'Charan', 'Rakesh', 'Sai Kiran', 'Harsha', 'Praveen'],
    female: ['Lakshmi', 'Sravani', 'Harika', 'Divya', 'Sowmya', 'Mounika', 'Pranathi'],
    surnames: ['Reddy', 'Naidu', 'Rao', 'Chowdary', 'Varma', 'Goud', 'Raju', 'Yadav'],
  },
  tamil: {
    male: ['Arun', 'Karthikeyan', 'Vignesh', 'Saravanan', 'Prakash', 'Dinesh', 'Balaji'],
    female: ['Priya', 'Divya', 'Janani', 'Nandhini', 'Aishwarya', 'Revathi', 'Kavitha'],
    surnames: ['Krishnan', 'Subramanian', 'Iyer', 'Rajan', 'Natarajan', 'Murugan', 'Sundaram'],
  },
  bengali: {
    male: ['Sourav', 'Arijit', 'Debashish', 'Anirban', 'Rohit', 'Sayan', 'Subhajit'],
    female: ['Riya', 'Ankita', 'Sreeja', 'Moumita', 'Payel', 'Tanushree', 'Debolina'],
    surnames: ['Banerjee', 'Chatterjee', 'Mukherjee', 'Das', 'Ghosh', 'Sen', 'Bose', 'Dutta'],
  },
  gujarati: {
    male: ['Jay', 'Parth', 'Hardik', 'Chirag', 'Dhruv', 'Hiren', 'Krunal', 'Nirav'],
    female: ['Hetal', 'Krupa', 'Dhara', 'Nisha', 'Riddhi', 'Foram', 'Khushi', 'Jinal'],
    surnames: ['Patel', 'Shah', 'Mehta', 'Desai', 'Trivedi', 'Parikh', 'Bhatt', 'Modi'],
  },
  rajasthani: {
    male: ['Mahendra', 'Devendra', 'Yash', 'Lokesh', 'Hemant', 'Pushpendra'],
    female: ['Kritika', 'Priyanka', 'Bhavya', 'Diksha', 'Garima', 'Mansi'],
    surnames: ['Rathore', 'Shekhawat', 'Agarwal', 'Choudhary', 'Jain', 'Meena', 'Sisodia'],
  },
  malayali: {
    male: ['Arjun', 'Vishnu', 'Akhil', 'Jithin', 'Nithin', 'Sreejith'],
    female: ['Anjana', 'Aparna', 'Lekshmi', 'Meera', 'Athira', 'Gayathri'],
    surnames: ['Nair', 'Menon', 'Pillai', 'Kurup', 'Panicker', 'Warrier'],
  },
  muslim: {
    male: ['Imran', 'Faisal', 'Sameer', 'Arif', 'Zaid', 'Salman', 'Adnan', 'Irfan'],
    female: ['Ayesha', 'Sana', 'Zoya', 'Fatima', 'Mehreen', 'Nazia', 'Rukhsar', 'Alina'],
    surnames: ['Khan', 'Shaikh', 'Qureshi', 'Ansari', 'Siddiqui', 'Syed', 'Mirza', 'Hussain'],
  },
  christian: {
    male: ['Joel', 'Clinton', 'Alwyn', 'Kevin', 'Nigel', 'Ryan'],
    female: ['Sharon', 'Melissa', 'Joanna', 'Rhea', 'Sneha', 'Tanya'],
    surnames: ['D’Souza', 'Fernandes', 'Pereira', 'Rodrigues', 'Thomas', 'Mathew', 'Pinto'],
  },
};

export const ALL_REGIONS = Object.keys(NAMES) as Region[];
